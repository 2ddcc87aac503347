import { describe, expect, it } from 'vitest';
import { mailboxKeyOf } from './mailbox-key.ts';

/** Each spelling, the mailbox the caps count it as, and why. */
const CASES: Array<[string, string, string]> = [
  ['  Victim@Example.ORG ', 'victim@example.org', 'capitals and spaces'],
  ['victim+records1@example.org', 'victim@example.org', 'a +tag on any domain'],
  ['victim+a+b@example.org', 'victim@example.org', 'everything after the first +'],
  ['victim+@example.org', 'victim@example.org', 'an empty tag'],
  ['Victim+Burn@Mail.Example.org', 'victim@mail.example.org', 'a tag on a subdomain'],
  ['first.last@example.org', 'first.last@example.org', 'dots kept outside Gmail'],
  ['first.last@gmail.com.example.org', 'first.last@gmail.com.example.org', 'not Gmail itself'],
  ['v.i.c.t.i.m@gmail.com', 'victim@gmail.com', "Gmail's dots"],
  ['V.ictim+x.y@GMail.com', 'victim@gmail.com', 'dots before the tag, the tag with its dots'],
  ['victim@googlemail.com', 'victim@gmail.com', 'googlemail.com is gmail.com'],
  ['vic..tim@googlemail.com', 'victim@gmail.com', 'doubled dots'],
  ['v.ictim@gmail.com.', 'victim@gmail.com', "a fully qualified domain's trailing dot"],
  ['victim+x@example.org.', 'victim@example.org', 'a trailing dot elsewhere'],
  ['+tag@example.org', '+tag@example.org', 'a local part that is only a tag'],
  ['+tag@gmail.com', '+tag@gmail.com', 'only a tag, on Gmail'],
  ['...@gmail.com', '...@gmail.com', 'only dots, on Gmail'],
  ['a@b+c@example.org', 'a@b@example.org', 'split at the last @'],
  ['Not An Address', 'not an address', 'no @: lower case only'],
  ['@example.org', '@example.org', 'no local part'],
];

describe('mailboxKeyOf', () => {
  it.each(CASES)('reads %j as %j (%s)', (address, mailbox) => {
    expect(mailboxKeyOf(address)).toBe(mailbox);
  });
});
