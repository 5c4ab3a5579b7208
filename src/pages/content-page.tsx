import type { PageInLanguage } from './page-list.ts';

/**
 * One of the owner's pages in one language: its title, its text (Markdown the
 * build made into HTML, with no markup of the owner's own: page-file.ts) and
 * its boxes, each in English, so marked, where the owner wrote no translation.
 * Static HTML, with no script.
 */
export function ContentPage({ page }: { page: PageInLanguage }) {
  return (
    <article className="content-page">
      <h1 lang={page.title.lang}>{page.title.text}</h1>
      <div className="page-text" lang={page.html.lang} dangerouslySetInnerHTML={{ __html: page.html.text }} />
      {page.boxes.length > 0 && (
        <ul className="page-boxes">
          {page.boxes.map((box, index) => (
            <li key={index} className="page-box">
              <h2 lang={box.title.lang}>{box.title.text}</h2>
              <p lang={box.text.lang}>{box.text.text}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
