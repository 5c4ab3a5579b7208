// Sveltia CMS from its npm package, built into /admin by the site's own build.
// Loaded as a module it does not start by itself; it reads config.yml from the
// <link rel="cms-config-url"> of index.html.
import CMS from '@sveltia/cms';
import { registerAccentColour } from './accent-colour-field.ts';
import { registerDayHours } from './day-hours-field.ts';
import { startPublishBadge } from './publish-badge.ts';
import './accent-colour-field.css';
import './publish-badge.css';

function startEditor(): void {
  registerAccentColour(CMS);
  registerDayHours(CMS);
  void CMS.init();
  const badge = document.getElementById('publish-status');
  if (badge) {
    const started = startPublishBadge(badge);
    // A save is a new commit: it is being published until the workflow says otherwise.
    CMS.registerEventListener({ name: 'postSave', handler: () => void started.then(({ refresh }) => refresh()) });
  }
}

// Only a header can forbid framing, and some hosts (GitHub Pages) send none: inside another
// page's frame, where a signed-in owner's clicks could be steered, the editor does not start.
if (window.top === window.self) startEditor();
else document.body.textContent = 'The menu editor opens only in a window of its own: open /admin/ in a tab.';
