import { memo, useRef, type ReactNode } from 'react';
import { ChiliIcon, LeafIcon } from './dish-tags.tsx';
import { describeMatchCount, type DishTag, type MenuFilter } from './menu-search.ts';
import styles from './menu-filters.module.css';

const TAG_FILTERS: { tag: DishTag; label: string; icon: ReactNode }[] = [
  { tag: 'spicy', label: 'Spicy', icon: <ChiliIcon /> },
  { tag: 'vegetarian', label: 'Vegetarian', icon: <LeafIcon /> },
];

interface MenuFiltersProps {
  filter: MenuFilter;
  matchCount: number;
  onFilterChange: (filter: MenuFilter) => void;
}

/** The search field, the tag filters and the live count of matching dishes. Memoised: the dialog opening does not concern it. */
export const MenuFilters = memo(function MenuFilters({ filter, matchCount, onFilterChange }: MenuFiltersProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const setQuery = (query: string) => onFilterChange({ ...filter, query });
  const toggleTag = (tag: DishTag) =>
    onFilterChange({ ...filter, tags: filter.tags.includes(tag) ? filter.tags.filter((t) => t !== tag) : [...filter.tags, tag] });

  return (
    <div className={styles.filters}>
      <div className={styles.search}>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
        <input
          ref={inputRef}
          className={styles.searchInput}
          type="search"
          aria-label="Search the menu"
          placeholder="Search dishes, e.g. lo mein"
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
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.tagFilters}>
        {TAG_FILTERS.map(({ tag, label, icon }) => (
          <button
            key={tag}
            type="button"
            className={styles.tagFilter}
            data-tag={tag}
            aria-pressed={filter.tags.includes(tag)}
            onClick={() => toggleTag(tag)}
          >
            {icon}
            {label}
          </button>
        ))}
        <p className={styles.count} role="status">
          {describeMatchCount(matchCount)}
        </p>
      </div>
    </div>
  );
});
