import { memo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Messages } from '../../i18n/en.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { ChiliIcon, LeafIcon } from './dish-tags.tsx';
import { droppedAvoided, subscribeToAvoided } from '../storage/avoided-allergens.ts';
import { ALLERGENS, type Allergen } from '../model/allergens.ts';
import { describeMatchCount, type DishTag, type MenuFilter } from '../model/menu-search.ts';
import { StorageNote } from './storage-note.tsx';
import type { StorageRefusal } from '../storage/stored-list.ts';
import pill from './pill.module.css';
import styles from './menu-filters.module.css';

const TAG_FILTERS: { tag: DishTag; label: (messages: Messages) => string; icon?: ReactNode }[] = [
  { tag: 'spicy', label: (messages) => messages.spicy, icon: <ChiliIcon /> },
  { tag: 'vegetarian', label: (messages) => messages.vegetarian, icon: <LeafIcon /> },
  { tag: 'vegan', label: (messages) => messages.vegan },
  { tag: 'glutenFree', label: (messages) => messages.glutenFree },
];

interface MenuFiltersProps {
  filter: MenuFilter;
  matchCount: number;
  /** Dishes the search and tags keep that Avoid leaves out. */
  hiddenByAvoid: number;
  onSearchChange: (search: Omit<MenuFilter, 'avoid'>) => void;
  /** Keeps the allergens to avoid on the phone, or says why storage would not. */
  onAvoidChange: (avoid: readonly Allergen[]) => StorageRefusal | null;
  /** Show to staff, beside the ticked allergens: none while none is. */
  staffButton: ReactNode;
}

/**
 * The search field, the tag filters, Avoid and the live count of matching
 * dishes. Memoised: the dialog opening does not concern it.
 */
export const MenuFilters = memo(function MenuFilters({
  filter,
  matchCount,
  hiddenByAvoid,
  onSearchChange,
  onAvoidChange,
  staffButton,
}: MenuFiltersProps) {
  const messages = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const setQuery = (query: string) => onSearchChange({ ...filter, query });
  const toggleTag = (tag: DishTag) =>
    onSearchChange({ ...filter, tags: filter.tags.includes(tag) ? filter.tags.filter((t) => t !== tag) : [...filter.tags, tag] });

  return (
    <div className={styles.filters}>
      <div className={styles.search}>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
        <input
          ref={inputRef}
          className={styles.searchInput}
          type="search"
          aria-label={messages.searchLabel}
          placeholder={messages.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={filter.query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && filter.query !== '') {
              event.preventDefault();
              setQuery('');
            }
          }}
        />
        {filter.query !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={messages.clearSearch}
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.tagFilters}>
        {/* One line; on a narrow screen it scrolls sideways, like the category chips, and the count stays in view. */}
        <div className={styles.pills}>
          {TAG_FILTERS.map(({ tag, label, icon }) => (
            <button
              key={tag}
              type="button"
              className={pill.pill}
              data-tag={tag}
              aria-pressed={filter.tags.includes(tag)}
              onClick={() => toggleTag(tag)}
            >
              {icon}
              {label(messages)}
            </button>
          ))}
          <AvoidFilter avoid={filter.avoid} onChange={onAvoidChange} staffButton={staffButton} />
        </div>
        <p className={styles.count} role="status">
          {describeMatchCount(matchCount, messages)}
          {hiddenByAvoid > 0 && ` · ${messages.hiddenByAvoid(hiddenByAvoid)}`}
        </p>
      </div>
    </div>
  );
});

/**
 * The page's one panel of allergens to avoid. A fixed id, not useId: the page
 * is rendered whole but hydrates the menu alone, so generated ids would differ.
 */
const AVOID_PANEL_ID = 'avoid-allergens';

/** How many stored allergens this menu does not know; none in the page as built. */
const useUnknownAvoided = () => useSyncExternalStore(subscribeToAvoided, droppedAvoided, () => 0);

interface AvoidFilterProps {
  avoid: readonly Allergen[];
  onChange: MenuFiltersProps['onAvoidChange'];
  staffButton: ReactNode;
}

/**
 * The allergens a guest avoids: a button opening a panel of fourteen
 * checkboxes, the platform's popover (light dismiss, Escape and focus
 * return come with it). A choice storage refuses is not made, and said.
 */
function AvoidFilter({ avoid, onChange, staffButton }: AvoidFilterProps) {
  const messages = useMessages();
  const [refusal, setRefusal] = useState<StorageRefusal | null>(null);
  const unknown = useUnknownAvoided();
  const change = (next: readonly Allergen[]) => setRefusal(onChange(next));
  const toggle = (allergen: Allergen, isAvoided: boolean) =>
    change(isAvoided ? [...avoid, allergen] : avoid.filter((other) => other !== allergen));
  return (
    <>
      <button
        type="button"
        className={pill.pill}
        data-tag="avoid"
        popoverTarget={AVOID_PANEL_ID}
        data-active={avoid.length > 0 || undefined}
      >
        {avoid.length > 0 ? messages.avoidCount(avoid.length) : messages.avoid}
      </button>
      <div id={AVOID_PANEL_ID} popover="auto" className={styles.avoidPanel}>
        <fieldset className={styles.avoidGroup}>
          <legend>{messages.avoid}</legend>
          <p className={styles.avoidHint}>{messages.avoidHint}</p>
          {unknown > 0 && <p className={styles.avoidHint}>{messages.unknownAvoided(unknown)}</p>}
          <ul>
            {ALLERGENS.map((allergen) => (
              <li key={allergen}>
                <label>
                  <input type="checkbox" checked={avoid.includes(allergen)} onChange={(event) => toggle(allergen, event.target.checked)} />
                  {messages.allergens[allergen]}
                </label>
              </li>
            ))}
          </ul>
          <StorageNote refusal={refusal} />
        </fieldset>
        <div className={styles.avoidActions}>
          {staffButton}
          <button type="button" className={pill.pill} onClick={() => change([])} disabled={avoid.length === 0}>
            {messages.clearAvoid}
          </button>
          <button type="button" className={pill.pill} popoverTarget={AVOID_PANEL_ID} popoverTargetAction="hide">
            {messages.close}
          </button>
        </div>
      </div>
    </>
  );
}
