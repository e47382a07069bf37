/**
 * The theme's tab panel (3.4.0, 15 lines) with an id and aria-labelledby, given by src/theme/Tabs;
 * the theme's own panel takes no id. Replaced rather than wrapped for that reason.
 */
import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

export default function TabItem({
  children,
  hidden,
  className,
  tabId,
  panelId,
}: Props & {tabId?: string; panelId?: string}): JSX.Element {
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      className={clsx(styles.tabItem, className)}
      hidden={hidden}
    >
      {children}
    </div>
  );
}
