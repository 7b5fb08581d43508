import '../testing/fakeIndexedDb';
import {
  deleteAccountDrafts,
  deleteDraft,
  deleteOtherAccountsDrafts,
  draftAccount,
  listDrafts,
  readDraft,
  writeDraft,
  type DraftAddress,
} from './draftStore';

const draft = (value: string, pending = false) => ({ value, savedAt: 1, pending });

/** An unsigned JWT with these claims (only its payload is read). */
const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

async function fill(addresses: DraftAddress[]) {
  for (const address of addresses) await writeDraft(address, draft(`${address.account}/${address.form}/${address.id ?? ''}`));
}

const everyone: DraftAddress[] = [
  { account: '1', form: 'task-answer', id: 12 },
  { account: '12', form: 'task-answer', id: 12 },
  { account: '7', form: 'task-answer', id: 12 },
  { account: '7', form: 'task-answer', id: 13 },
  { account: '7', form: 'rectification', id: 40 },
  { account: '7', form: 'profile' },
  { account: '70', form: 'profile' },
  { account: 'ana@inpro.test', form: 'profile' },
];

async function remaining(): Promise<string[]> {
  const found = await Promise.all(everyone.map(async (address) => ((await readDraft(address)) ? address : null)));
  return found.filter((a): a is DraftAddress => a !== null).map((a) => `${a.account}/${a.form}/${a.id ?? ''}`);
}

describe('draft store', () => {
  beforeEach(async () => {
    for (const account of new Set(everyone.map((a) => a.account))) await deleteAccountDrafts(account);
  });

  it('keeps a draft per account, form and id', async () => {
    await writeDraft({ account: '7', form: 'task-answer', id: 12 }, draft('Mi respuesta', true));
    await expect(readDraft({ account: '7', form: 'task-answer', id: 12 })).resolves.toEqual(draft('Mi respuesta', true));
    await expect(readDraft({ account: '7', form: 'task-answer', id: '12' })).resolves.toEqual(draft('Mi respuesta', true));
    await expect(readDraft({ account: '7', form: 'task-answer', id: 13 })).resolves.toBeUndefined();
    await expect(readDraft({ account: '8', form: 'task-answer', id: 12 })).resolves.toBeUndefined();
    await expect(readDraft({ account: '7', form: 'rectification', id: 12 })).resolves.toBeUndefined();
    await deleteDraft({ account: '7', form: 'task-answer', id: 12 });
    await expect(readDraft({ account: '7', form: 'task-answer', id: 12 })).resolves.toBeUndefined();
  });

  it("lists one form's drafts of one account", async () => {
    await fill(everyone);
    const listed = await listDrafts<string>('7', 'task-answer');
    expect(listed.map(({ id, draft: d }) => [id, d.value])).toEqual([
      ['12', '7/task-answer/12'],
      ['13', '7/task-answer/13'],
    ]);
    await expect(listDrafts('7', 'rectification')).resolves.toEqual([{ id: '40', draft: draft('7/rectification/40') }]);
    await expect(listDrafts('9', 'task-answer')).resolves.toEqual([]);
  });

  it("deletes every draft of an account and nobody else's (not an account whose id starts the same)", async () => {
    await fill(everyone);
    await deleteAccountDrafts('7');
    await expect(remaining()).resolves.toEqual(['1/task-answer/12', '12/task-answer/12', '70/profile/', 'ana@inpro.test/profile/']);
  });

  it("deletes every other account's drafts", async () => {
    await fill(everyone);
    await deleteOtherAccountsDrafts('7');
    await expect(remaining()).resolves.toEqual(['7/task-answer/12', '7/task-answer/13', '7/rectification/40', '7/profile/']);
    await deleteOtherAccountsDrafts('1');
    await expect(remaining()).resolves.toEqual([]);
  });

  it("names the account after the token's sub, else the user's id, else the username; nobody without a token", () => {
    expect(draftAccount({ token: token({ sub: '7', username: 'ana' }), user: { id: 9 }, username: 'ana' })).toBe('7');
    expect(draftAccount({ token: 'opaque', user: { id: 9 }, username: 'ana' })).toBe('9');
    expect(draftAccount({ token: 'opaque', user: null, username: 'ana' })).toBe('ana');
    expect(draftAccount({ token: null, user: { id: 9 }, username: 'ana' })).toBeNull();
  });

  it('keeps nothing, and says so, where the browser has no IndexedDB', async () => {
    const { indexedDB } = globalThis;
    // @ts-expect-error: a browser without IndexedDB, for this test only.
    delete globalThis.indexedDB;
    try {
      await jest.isolateModulesAsync(async () => {
        const store = await import('./draftStore');
        await expect(store.writeDraft({ account: '7', form: 'profile' }, draft('x'))).resolves.toBe(false);
        await expect(store.readDraft({ account: '7', form: 'profile' })).resolves.toBeUndefined();
        await expect(store.listDrafts('7', 'profile')).resolves.toEqual([]);
        await expect(store.deleteAccountDrafts('7')).resolves.toBeUndefined();
      });
    } finally {
      globalThis.indexedDB = indexedDB;
    }
  });
});
