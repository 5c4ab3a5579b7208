import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A heading and a stub sentence, for pages whose content is still to come. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <article className="placeholder-page">
      <h1>{title}</h1>
      <p className="stub">{`${title} content goes here.`}</p>
      {children}
    </article>
  );
}
