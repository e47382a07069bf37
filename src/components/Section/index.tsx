import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';

interface Props {
  /** The h2's id, which labels the section and is its anchor. */
  id: string;
  title: ReactNode;
  className?: string;
  /** Content inside Infima's `.container` (the home page's full-width bands). */
  container?: boolean;
  children: ReactNode;
}

/** A page's section headed by its h2. */
export default function Section({id, title, className, container, children}: Props): JSX.Element {
  const content = (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {container ? <div className="container">{content}</div> : content}
    </section>
  );
}
