import { useMessages } from '../i18n/messages.tsx';
import { inLanguage, type Dish } from '../menu/model/menu-model.ts';
import { ALLERGENS } from '../menu/model/allergens.ts';
import { categoryTitle, dishNames } from '../menu/model/menu-text.ts';
import { menu } from 'virtual:menu';
import chartCss from './allergen-chart.css?inline';

/** The chart's own styles, this page's alone (its route's css): the menu's first response stays small. */
export const ALLERGEN_CHART_CSS = chartCss;

/**
 * Every dish by the fourteen allergens, for guests and for the counter: a
 * page of its own, plain HTML, built from the same dish files as the menu,
 * that prints on one or two sheets of A4 or Letter. A dish nobody has
 * checked says so across its row; it is never shown as free of anything.
 */
export function AllergenChartPage() {
  const messages = useMessages();
  const marks = { contains: messages.chartContains, mayContain: messages.chartMayContain };
  const cell = (dish: Dish, allergen: (typeof ALLERGENS)[number]) => {
    const mark = dish.allergens?.contains.includes(allergen)
      ? 'contains'
      : dish.allergens?.mayContain.includes(allergen)
        ? 'mayContain'
        : null;
    return (
      <td key={allergen} data-mark={mark ?? undefined}>
        {mark && <span className="visually-hidden">{marks[mark]}</span>}
      </td>
    );
  };
  return (
    <article className="allergen-chart">
      <h1>{messages.allergenChart}</h1>
      <p className="chart-intro">{messages.allergenChartIntro}</p>
      <ul className="chart-legend">
        <li data-mark="contains">{messages.chartContains}</li>
        <li data-mark="mayContain">{messages.chartMayContain}</li>
        <li data-mark="unchecked">{messages.chartNotChecked}</li>
      </ul>
      {/* Wider than a phone: the table scrolls sideways inside this region, which a keyboard can reach. */}
      <div className="chart-scroller" role="region" aria-label={messages.allergenChart} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{messages.chartDish}</th>
              {ALLERGENS.map((allergen) => (
                <th key={allergen} scope="col">
                  {messages.allergens[allergen]}
                </th>
              ))}
            </tr>
          </thead>
          {inLanguage(menu, messages.language).map((category) => (
            <tbody key={category.slug}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={ALLERGENS.length + 1}
                  className="chart-category"
                  lang={categoryTitle(category, messages).lang}
                >
                  {categoryTitle(category, messages).text}
                </th>
              </tr>
              {category.dishes.map((dish) => {
                const { lead } = dishNames(dish, messages);
                return (
                  <tr key={dish.slug}>
                    <th scope="row" lang={lead.lang}>
                      {lead.text}
                    </th>
                    {dish.allergens ? (
                      ALLERGENS.map((allergen) => cell(dish, allergen))
                    ) : (
                      <td colSpan={ALLERGENS.length} data-mark="unchecked">
                        {messages.chartNotChecked}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
    </article>
  );
}
