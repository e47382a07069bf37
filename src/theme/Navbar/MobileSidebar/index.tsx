import React, {useEffect, useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

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
 */
export default function NavbarMobileSidebarOnFirstOpen(): JSX.Element | null {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  useEffect(() => {
    if (shown) scrollToCurrentPage();
  }, [shown]);
  return opened ? <NavbarMobileSidebar /> : null;
}
