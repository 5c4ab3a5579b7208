import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, findInlineCode, hashSource, insertPolicyMeta, withPolicy } from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const NONE = { scripts: [], elements: [], attributes: [] };

it('hashes text the way browsers check it', () => {
  expect(hashSource('body{color:red}')).toBe(sha('body{color:red}'));
});

describe('findInlineCode', () => {
  it('finds inline scripts, style elements and style attributes, decoded', () => {
    const html =
      '<script data-scripts="/a.js">go()</script><script type="module" src="/a.js"></script><script type="application/ld+json">{}</script>' +
      '<style>a{b:c}</style><h3 style="font-style:italic">x</h3><p style="content:&quot;x&quot;">';
    expect(findInlineCode(html)).toEqual({ scripts: ['go()'], elements: ['a{b:c}'], attributes: ['font-style:italic', 'content:"x"'] });
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows nothing inline or evaluated except what it names by hash', () => {
    const policy = buildContentSecurityPolicy({ ...NONE, scripts: ['go()'], elements: ['a{b:c}'] });
    expect(policy).toContain(`script-src 'self' ${sha('go()')};`);
    expect(policy).toContain(`style-src 'self' ${sha('a{b:c}')};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-hashes');
  });

  it('allows only scripts from the site when there is no inline script', () => {
    expect(buildContentSecurityPolicy(NONE)).toContain("script-src 'self';");
  });

  it('allows style attributes only by their hashes', () => {
    const policy = buildContentSecurityPolicy({ ...NONE, attributes: ['font-style:italic', 'font-style:italic'] });
    expect(policy).toContain(`style-src 'self' 'unsafe-hashes' ${sha('font-style:italic')};`);
  });
});

it('puts the policy first in the head', () => {
  expect(insertPolicyMeta('<html><head><meta charset="utf-8"></head>', "default-src 'self'")).toBe(
    `<html><head>\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" /><meta charset="utf-8"></head>`,
  );
});

describe('withPolicy', () => {
  const page = (body: string) => `<html><head><script>boot()</script></head><body>${body}</body></html>`;

  it('allows the inline scripts the build wrote, and not one a bug put into the page', () => {
    const { html, strayScripts } = withPolicy(page('<p>Egg Roll</p><script>steal()</script>'), ['boot()', 'openDish()']);
    expect(html).toContain(`script-src 'self' ${sha('boot()')};`);
    expect(html).not.toContain(sha('steal()'));
    expect(strayScripts).toBe(1);
  });

  it('allows no inline script on a page without any', () => {
    const { html } = withPolicy('<html><head></head><body></body></html>', ['boot()']);
    expect(html).toContain("script-src 'self';");
  });
});
