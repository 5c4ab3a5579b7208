// Sveltia CMS from its npm package, built into /admin by the site's own build.
// Loaded as a module it does not start by itself; it reads the configuration from the
// <link rel="cms-config-url"> of index.html, pointed here at the one in the owner's language.
import CMS from '@sveltia/cms';
import { registerAccentColour } from './accent-colour-field.ts';
import { registerDayHours } from './day-hours-field.ts';
import { configFileOf, followSveltiaLanguage, startingLanguage } from './editor-language.ts';
import { startPublishBadge } from './publish-badge.ts';
import './accent-colour-field.css';
import './publish-badge.css';

/** Said when the editor is put inside another page's frame, in each language, since no setting can be read there. */
const NOT_IN_A_FRAME =
  'The menu editor opens only in a window of its own: open /admin/ in a tab. 菜单编辑器只能在单独的窗口中打开：请在新标签页中打开 /admin/。';

function startEditor(): void {
  const language = startingLanguage();
  document.querySelector('link[rel="cms-config-url"]')?.setAttribute('href', configFileOf(language));
  registerAccentColour(CMS, language);
  registerDayHours(CMS, language);
  void CMS.init();
  followSveltiaLanguage(language);
  const badge = document.getElementById('publish-status');
  if (badge) {
    const started = startPublishBadge(badge, language);
    // A save is a new commit: it is being published until the workflow says otherwise.
    CMS.registerEventListener({ name: 'postSave', handler: () => void started.then(({ refresh }) => refresh()) });
  }
}

// Only a header can forbid framing, and some hosts (GitHub Pages) send none: inside another
// page's frame, where a signed-in owner's clicks could be steered, the editor does not start.
if (window.top === window.self) startEditor();
else document.body.textContent = NOT_IN_A_FRAME;
