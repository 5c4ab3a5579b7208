import { useMessages } from '../../i18n/messages.tsx';
import field from './option-field.module.css';
import styles from './size-picker.module.css';

/** Exactly one is chosen; a dish opens at the default. */
export const SIZES = ['small', 'regular', 'large'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'regular';

/**
 * Fixed, not useId: the page is rendered whole but hydrates the menu alone, so
 * generated ids would differ; and a page has one dish dialog.
 */
const LABEL_ID = 'dish-size-label';
const NAME = 'dish-size';

/** Native radios, so arrow keys move the choice; the price does not change with it. */
export function SizePicker({ value, onChange }: { value: Size; onChange: (size: Size) => void }) {
  const messages = useMessages();
  return (
    <div className={field.field}>
      <span id={LABEL_ID} className={field.fieldLabel}>
        {messages.size}
      </span>
      <div role="radiogroup" aria-labelledby={LABEL_ID} className={styles.segmented}>
        {SIZES.map((size) => (
          <label key={size} className={styles.segment}>
            <input type="radio" name={NAME} value={size} checked={value === size} onChange={() => onChange(size)} />
            <span>{messages.sizes[size]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
