// Sveltia CMS from its npm package, built into /admin by the site's own build.
// Loaded as a module it does not start by itself; it reads config.yml from the
// <link rel="cms-config-url"> of index.html.
import CMS from '@sveltia/cms';
import { startPublishBadge } from './publish-badge.ts';
import './publish-badge.css';

void CMS.init();

const badge = document.getElementById('publish-status');
if (badge) {
  const started = startPublishBadge(badge);
  // A save is a new commit: it is being published until the workflow says otherwise.
  CMS.registerEventListener({ name: 'postSave', handler: () => void started.then(({ refresh }) => refresh()) });
}
