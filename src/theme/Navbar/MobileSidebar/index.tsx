import React, {startTransition, useEffect, useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';

/** Brings the current page's link into view in the open drawer: on a unit page, not 48 units up. */
function scrollToCurrentPage(): void {
  const links = document.querySelectorAll<HTMLElement>('.navbar-sidebar a.menu__link[aria-current="page"]');
  links[links.length - 1]?.scrollIntoView({block: 'center'});
}

/**
 * The theme renders the phone drawer, with the whole docs sidebar in it, right after hydration
 * on every phone-width page, closed, so that it can slide in. That is hundreds of elements laid
 * out off screen on every load; we render it the first time the reader opens it (it then appears
 * without the slide, once). Each time it opens, it opens at the current page.
 *
 * That first render (some 100 links on a data page) took 300–450 ms at 4× CPU inside the tap
 * (issue 28): so the tap shows the drawer's frame and header at once, and its menus render in a
 * transition, which yields to the browser, right after.
 */
export default function NavbarMobileSidebarOnFirstOpen(): JSX.Element | null {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (shown && !opened) startTransition(() => setOpened(true));
  }, [shown, opened]);
  useEffect(() => {
    if (shown && opened) scrollToCurrentPage();
  }, [shown, opened]);
  if (opened) return <NavbarMobileSidebar />;
  return shown ? (
    <NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={null} secondaryMenu={null} />
  ) : null;
}
