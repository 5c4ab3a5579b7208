import { memo, type RefObject } from 'react';
import { useScrollButtons } from '../../hooks/use-scroll-buttons.ts';
import { useMessages } from '../../i18n/messages.tsx';
import styles from './scroll-buttons.module.css';

/** The left and right arrows, each press scrolling the card row one step. */
export const ScrollButtons = memo(function ScrollButtons({ scrollerRef }: { scrollerRef: RefObject<HTMLElement | null> }) {
  const { canScrollLeft, canScrollRight, scrollByStep } = useScrollButtons(scrollerRef);
  const messages = useMessages();
  return (
    <div className={styles.controls}>
      {/* aria-disabled rather than disabled: a disabled button would drop the focus of whoever just pressed it. */}
      <ArrowButton direction="left" label={messages.scrollLeft} isDisabled={!canScrollLeft} onPress={() => scrollByStep(-1)} />
      <ArrowButton direction="right" label={messages.scrollRight} isDisabled={!canScrollRight} onPress={() => scrollByStep(1)} />
    </div>
  );
});

interface ArrowButtonProps {
  direction: 'left' | 'right';
  label: string;
  isDisabled: boolean;
  onPress: () => void;
}

function ArrowButton({ direction, label, isDisabled, onPress }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={label}
      aria-disabled={isDisabled}
      onClick={() => {
        if (!isDisabled) onPress();
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
