// Server side of the island (see index.ts): the theme's code block, highlighted by Prism at build
// time, inside the element the browser keeps as it is.
import React from 'react';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import styles from './styles.module.css';

export default function StaticCodeBlockString(props: Props): JSX.Element {
  return (
    <div className={styles.island}>
      <CodeBlockString {...props} />
    </div>
  );
}
