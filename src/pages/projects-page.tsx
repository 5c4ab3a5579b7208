import { PlaceholderPage } from './placeholder-page.tsx';

const PLACEHOLDER_PROJECTS = ['Project one', 'Project two'];

/** The Projects placeholder, with two placeholder project boxes. */
export function ProjectsPage() {
  return (
    <PlaceholderPage title="Projects">
      <ul className="project-boxes">
        {PLACEHOLDER_PROJECTS.map((name) => (
          <li key={name} className="project-box">
            <h2>{name}</h2>
            <p>Details coming soon.</p>
          </li>
        ))}
      </ul>
    </PlaceholderPage>
  );
}
