import { useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import { MIN_QUANTITY, clampQuantity, parseQuantity } from '../model/quantity.ts';
import field from './option-field.module.css';
import styles from './quantity-stepper.module.css';

/** Fixed, not useId, as the size's: the page hydrates the menu alone, and has one dish dialog. */
const LABEL_ID = 'dish-quantity-label';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * A whole-number quantity of at least 1: buttons around a field a guest may
 * also type into. What is typed is kept as text while editing and settled
 * into a number on blur or Enter, so no keystroke ever shows NaN.
 */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const messages = useMessages();
  const [draft, setDraft] = useState<string | null>(null);
  const current = draft === null ? value : parseQuantity(draft, value);

  const commit = (quantity: number) => {
    setDraft(null);
    onChange(clampQuantity(quantity));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      commit(current + step);
    } else if (event.key === 'Enter') {
      commit(current);
    }
  };

  const isAtMinimum = current <= MIN_QUANTITY;
  return (
    <div className={field.field}>
      <span id={LABEL_ID} className={field.fieldLabel}>
        {messages.quantity}
      </span>
      <div className={styles.stepper}>
        {/* aria-disabled keeps focus on the button at the floor instead of dropping it to the page. */}
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={messages.decreaseQuantity}
          aria-disabled={isAtMinimum}
          onClick={() => {
            if (!isAtMinimum) commit(current - 1);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className={styles.stepperInput}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-labelledby={LABEL_ID}
          aria-valuenow={current}
          aria-valuemin={MIN_QUANTITY}
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(current)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.stepperButton} aria-label={messages.increaseQuantity} onClick={() => commit(current + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
