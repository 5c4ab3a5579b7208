/** The shipped site's navigation pages, read from content/pages/ as the build reads them. */
import { readPages } from '../src/pages/page-file.ts';
import { sitePages } from '../src/pages/page-list.ts';

export const SITE_PAGES = sitePages(readPages('content'));
export const PAGE_PATHS = SITE_PAGES.map((page) => page.path);
