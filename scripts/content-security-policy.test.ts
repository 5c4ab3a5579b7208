import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, findInlineStyles, hashSource, insertPolicyMeta } from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

it('hashes text the way browsers check it', () => {
  expect(hashSource('body{color:red}')).toBe(sha('body{color:red}'));
});

describe('findInlineStyles', () => {
  it('finds style elements and style attributes, decoded', () => {
    const html = '<style>a{b:c}</style><h3 style="font-style:italic">x</h3><p style="content:&quot;x&quot;">';
    expect(findInlineStyles(html)).toEqual({ elements: ['a{b:c}'], attributes: ['font-style:italic', 'content:"x"'] });
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows nothing inline or evaluated except what it names by hash', () => {
    const policy = buildContentSecurityPolicy({ elements: ['a{b:c}'], attributes: [] });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`style-src 'self' ${sha('a{b:c}')};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-hashes');
  });

  it('allows style attributes only by their hashes', () => {
    const policy = buildContentSecurityPolicy({ elements: [], attributes: ['font-style:italic', 'font-style:italic'] });
    expect(policy).toContain(`style-src 'self' 'unsafe-hashes' ${sha('font-style:italic')};`);
  });
});

it('puts the policy first in the head', () => {
  expect(insertPolicyMeta('<html><head><meta charset="utf-8"></head>', "default-src 'self'")).toBe(
    `<html><head>\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" /><meta charset="utf-8"></head>`,
  );
});
