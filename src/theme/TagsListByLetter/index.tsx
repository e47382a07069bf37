// Ejected from @docusaurus/theme-classic 3.4.0 for one change: tags sort and group by pinyin with an
// explicit collation (src/components/TagIndex/pinyin.ts), so the server's HTML and the browser agree.
import React from 'react';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import Heading from '@theme/Heading';
import {byPinyin} from '@site/src/components/TagIndex/pinyin';
import styles from './styles.module.css';

export default function TagsListByLetter({tags}: Props): JSX.Element {
  return (
    <section className="margin-vert--lg">
      {byPinyin(tags).map(({letter, tags: lettered}) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {lettered.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
