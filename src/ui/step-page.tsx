import type { ReactNode } from 'react';
import { Header } from './header';
import { StepProgress, type StepProgressProps } from './step-progress';

/** Props of {@link StepPage}: the page's title, where the borrower is in the steps, and the step. */
export interface StepPageProps extends StepProgressProps {
  title: string;
  children: ReactNode;
}

/** A certification step's page: the header, where the borrower is in the steps, then the step itself. */
export function StepPage({ title, children, ...progress }: StepPageProps) {
  return (
    <>
      <Header title={title} />
      <main className="page">
        <StepProgress {...progress} />
        {children}
      </main>
    </>
  );
}
