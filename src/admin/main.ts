// Sveltia CMS from its npm package, built into /admin by the site's own build.
// Loaded as a module it does not start by itself; it reads config.yml from the
// <link rel="cms-config-url"> of index.html.
import CMS from '@sveltia/cms';

void CMS.init();
