import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import UserPage from '../../../../src/features/user/user-page';
import { unreadMessages } from '../../../../src/session/session';
import { fakeServer, requestsTo } from '../../support/fake-server';
import { signedInPageSuite } from '../../support/page-suite';

const messages = [
  {
    id: 9,
    kind: 'feedbackAnswer',
    title: 'Answer to your feedback FB-7KQ2M9XA',
    body: 'We refunded you',
    createdAt: Date.UTC(2026, 10, 20),
    read: false,
  },
  { id: 4, kind: 'feedbackAnswer', title: 'Welcome', body: 'Your account is ready', createdAt: Date.UTC(2026, 10, 1), read: true },
];

signedInPageSuite(test, { token: 'tok-msg', status: 60, path: '/user' });
test.before.each(() => {
  unreadMessages.value = 1;
  fakeServer({ 'POST /user/msg/center': { data: { messages, unread: 1 } }, 'POST /user/msg/read': { data: null } });
});

test('My profile links to the message center with the unread count; opening it lists the messages and marks the new ones read', async () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  fireEvent.click(screen.getByRole('button', { name: 'Message center 1 unread messages' }));
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Message center' }));
  await waitFor(() => within(dialog).getByText('We refunded you'));
  within(dialog).getByText('Answer to your feedback FB-7KQ2M9XA');
  within(dialog).getByText('Your account is ready');
  assert.is(within(dialog).getAllByText('New').length, 1, 'the unread one is marked as new while it is shown');
  await waitFor(() => assert.equal(requestsTo('POST /api/user/user/msg/read')[0]?.body, { ids: [9] }));
  assert.is(unreadMessages.value, 0);
  screen.getByRole('button', { name: 'Message center' });
});

test('a message that leads somewhere links to it: a payout opens the order', async () => {
  const disbursed = {
    id: 12,
    kind: 'disbursed',
    title: 'Money sent',
    body: '₱4,900.00 was sent to GCash ••••4567.',
    link: '/order',
    createdAt: Date.UTC(2026, 11, 3),
    read: false,
  };
  fakeServer({
    'POST /user/msg/center': { data: { messages: [disbursed, ...messages], unread: 2 } },
    'POST /user/msg/read': { data: null },
  });
  render(<UserPage params={{}} titleKey="route.user" />);
  fireEvent.click(screen.getByRole('button', { name: /Message center/ }));
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Message center' }));
  await waitFor(() => within(dialog).getByText('₱4,900.00 was sent to GCash ••••4567.'));
  const links = within(dialog).getAllByRole('link');
  assert.equal(
    links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-label')]),
    [['See details', '#/order', 'See details: Money sent']],
    'only the message with a link has one',
  );
});

test('an empty message center says so and marks nothing', async () => {
  fakeServer({ 'POST /user/msg/center': { data: { messages: [], unread: 0 } } });
  unreadMessages.value = 0;
  render(<UserPage params={{}} titleKey="route.user" />);
  fireEvent.click(screen.getByRole('button', { name: 'Message center' }));
  await waitFor(() => screen.getByText('No messages yet. We write here when your loan or your account changes.'));
  assert.is(requestsTo('POST /api/user/user/msg/read').length, 0);
});

test.run();
