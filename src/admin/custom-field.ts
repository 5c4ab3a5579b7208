import type CMS from '@sveltia/cms';

/** Why Sveltia refuses a value, as a custom field's `isValid` says it; true when it takes it. */
export type Validity = true | { error: { message: string } };

/** What Sveltia gives a custom field's control. */
export interface FieldProps {
  value: unknown;
  forID: string;
  classNameWrapper: string;
  onChange: (value: unknown) => void;
}

/** Sveltia's own React's createElement, as custom fields get it. */
export type CreateElement = (type: unknown, props: object) => unknown;

/** What Sveltia CMS puts on window for custom fields: its own React's createClass and createElement. */
interface SveltiaReact {
  createClass?: (spec: { isValid: (value: unknown) => Validity; render: (this: { props: FieldProps }) => unknown }) => never;
  h?: CreateElement;
}

/**
 * Registers a field type that Sveltia validates with `isValid` as it
 * validates the entry, showing its message under the field, and draws with
 * `render`; call before CMS.init().
 */
export function registerField(
  cms: typeof CMS,
  name: string,
  isValid: (value: unknown) => Validity,
  render: (h: CreateElement, props: FieldProps) => unknown,
): void {
  const { createClass, h } = window as unknown as SveltiaReact;
  if (!createClass || !h) throw new Error('Sveltia CMS no longer offers createClass and createElement to custom fields');
  cms.registerFieldType(
    name,
    createClass({
      isValid,
      render() {
        return render(h, this.props);
      },
    }),
  );
}
