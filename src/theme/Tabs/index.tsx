/**
 * Wraps the theme's tabs so that each tab names the panel it controls (aria-controls) and each panel
 * the tab that labels it: the theme leaves both out, which screen readers miss and the W3C HTML
 * checker reports as an error (tests/e2e/html-validity.spec.ts). The ids go to the tab through
 * the theme's own `attributes` prop of TabItem, and to the panel through src/theme/TabItem.
 */
import React, {Children, cloneElement, isValidElement, useId, type ReactElement} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): JSX.Element {
  const base = useId();
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child) || child.props.value === undefined) return child;
    const tabId = `${base}tab-${child.props.value}`;
    const panelId = `${base}panel-${child.props.value}`;
    return cloneElement(child as ReactElement<TabItemProps & {tabId: string; panelId: string}>, {
      attributes: {...child.props.attributes, id: tabId, 'aria-controls': panelId},
      tabId,
      panelId,
    });
  });
  return <Tabs {...props}>{children}</Tabs>;
}
