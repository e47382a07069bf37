import React from 'react';
import type {Card} from '@site/src/plugins/entity-cards/cards';
import styles from './styles.module.css';

function Amounts({amounts}: {amounts: Card['cost']}): JSX.Element {
  return (
    <>
      {amounts.map(([glyph, resource, amount]) => (
        <span key={resource} className={styles.amount} data-glyph={glyph} title={resource}>
          <span className={styles.resourceName}>{resource}</span> {amount}
        </span>
      ))}
    </>
  );
}

/**
 * The stat card at the top of an entity page: the hover card's own text (src/plugins/entity-cards),
 * so the two never disagree. Costs and upkeep read as glyph and number; the text is the resource's name.
 */
export default function StatCard({card}: {card: Card}): JSX.Element {
  return (
    <section className={styles.card} aria-label={`${card.name}的属性`}>
      <p className={styles.meta}>{card.meta}</p>
      <dl className={styles.stats}>
        {card.cost.length > 0 && (
          <div className={styles.stat}>
            <dt>费用</dt>
            <dd>
              <Amounts amounts={card.cost} />
            </dd>
          </div>
        )}
        {card.upkeep && card.upkeep.length > 0 && (
          <div className={styles.stat}>
            <dt>维持</dt>
            <dd>
              每旬 <Amounts amounts={card.upkeep} />
            </dd>
          </div>
        )}
        {card.amounts?.map(([label, amounts]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>
              {amounts.map(([glyph, resource, amount]) => (
                <span key={resource} className={styles.amount} data-glyph={glyph} title={resource}>
                  <span className={styles.resourceName}>{resource}</span> {amount}
                </span>
              ))}
            </dd>
          </div>
        ))}
        {card.stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
