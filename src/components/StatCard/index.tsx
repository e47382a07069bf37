import React from 'react';
import {iconFileProps} from '@site/src/components/Icon/props';
import {statLabel} from '@site/src/game/labels';
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
export default function StatCard({card, changed}: {card: Card; changed?: Record<string, string>}): JSX.Element {
  /** 「1.0.1 改动」 under a stat the balance history last changed in that release. */
  const mark = (label: string) =>
    changed?.[label] ? <span className={styles.changed}>{changed[label]} 改动</span> : null;
  return (
    <section className={styles.card} aria-label={`${card.name}的属性`}>
      <p className={styles.meta}>
        {/* Decoration: the meta line names the type, category or era it shows. */}
        {card.icon && <span {...iconFileProps(...card.icon)} aria-hidden="true" />}
        {card.meta}
      </p>
      <dl className={styles.stats}>
        {card.cost.length > 0 && (
          <div className={styles.stat}>
            <dt>{statLabel('cost')}</dt>
            <dd>
              <Amounts amounts={card.cost} />
              {mark(statLabel('cost'))}
            </dd>
          </div>
        )}
        {card.upkeep && card.upkeep.length > 0 && (
          <div className={styles.stat}>
            <dt>{statLabel('upkeep')}</dt>
            <dd>
              每旬 <Amounts amounts={card.upkeep} />
              {mark(statLabel('upkeep'))}
            </dd>
          </div>
        )}
        {card.amounts?.map(([label, amounts]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>
              <Amounts amounts={amounts} />
            </dd>
          </div>
        ))}
        {card.stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>
              {value}
              {mark(label)}
            </dd>
          </div>
        ))}
      </dl>
      {changed && (
        <p className={styles.note}>
          {Object.keys(changed).length > 0
            ? '标有版本号的数值最后一次改动在那一版，其余数值在有记录的版本里都没有改动过。'
            : '这些数值在有记录的版本里都没有改动过。'}
        </p>
      )}
    </section>
  );
}
