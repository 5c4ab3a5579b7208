import type { ContentPage as Page } from './page-list.ts';

/**
 * One of the owner's pages: its title, its text (Markdown the build made
 * into HTML, with no markup of the owner's own: page-file.ts) and its boxes.
 * Static HTML, with no script.
 */
export function ContentPage({ page }: { page: Page }) {
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <div className="page-text" dangerouslySetInnerHTML={{ __html: page.html }} />
      {page.boxes.length > 0 && (
        <ul className="page-boxes">
          {page.boxes.map((box, index) => (
            <li key={index} className="page-box">
              <h2>{box.title}</h2>
              <p>{box.text}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
