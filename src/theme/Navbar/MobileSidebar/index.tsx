import React, {useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The theme renders the phone drawer, with the whole docs sidebar in it, right after hydration
 * on every phone-width page, closed, so that it can slide in. That is hundreds of elements laid
 * out off screen on every load; we render it the first time the reader opens it (it then appears
 * without the slide, once).
 */
export default function NavbarMobileSidebarOnFirstOpen(): JSX.Element | null {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebar /> : null;
}
