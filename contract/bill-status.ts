// Which bills are being repaid, apart from the status numbers of common.ts: the first screen reads
// those, while only the borrowing and repayment pages (and the server's state machine) read this.
import { BorrowStatus } from './common';

/** The statuses of a bill being repaid (disbursed, not settled): repaying or overdue. */
export const BEING_REPAID: readonly BorrowStatus[] = [BorrowStatus.Repaying, BorrowStatus.Overdue];

/** True when a bill in `status` is being repaid: repaying or overdue. */
export const isBeingRepaid = (status: number): boolean => (BEING_REPAID as readonly number[]).includes(status);
