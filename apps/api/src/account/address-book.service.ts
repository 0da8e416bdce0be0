import { Injectable } from '@nestjs/common';
import { SAVED_ADDRESS_LIMIT, type SavedAddress, type SavedAddressInput } from '@farm/contract';
import { Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import { ApiException } from '../errors/error-body';
import { type SavedAddressEntry, UsersService } from '../users/users.service';

/** How many times a save is tried in all, when other saves of the same book keep coming first. */
const SAVE_ATTEMPTS = 5;

/**
 * The customer's saved delivery addresses (docs/decisions/173-saved-addresses.md): at most
 * SAVED_ADDRESS_LIMIT, exactly one of them the default whenever there is any, the default listed first.
 */
@Injectable()
export class AddressBookService {
  constructor(private readonly users: UsersService) {}

  async list(userId: string): Promise<SavedAddress[]> {
    return ordered((await this.users.addressBook(userId)).entries).map(toSavedAddress);
  }

  async add(userId: string, input: SavedAddressInput): Promise<SavedAddress> {
    const entry = { _id: new Types.ObjectId(), ...fieldsOf(input), isDefault: false };
    const saved = await this.change(userId, (book) => {
      if (book.length >= SAVED_ADDRESS_LIMIT) throw new ApiException(409, 'addressLimit');
      return { book: [...book, entry], defaultId: input.isDefault ? entry._id : undefined };
    });
    return this.find(entry._id, saved);
  }

  async update(userId: string, id: string, input: SavedAddressInput): Promise<SavedAddress> {
    const saved = await this.change(userId, (book) => {
      const at = indexOf(book, id);
      const kept = book[at] as SavedAddressEntry;
      const entry = { _id: kept._id, ...fieldsOf(input), isDefault: kept.isDefault };
      // Unticking "default" on the default moves nothing: one address must stay the default.
      return {
        book: book.map((old, i) => (i === at ? entry : old)),
        defaultId: input.isDefault ? entry._id : undefined,
      };
    });
    return this.find(new Types.ObjectId(id), saved);
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.change(userId, (book) => {
      const at = indexOf(book, id);
      return { book: book.filter((_entry, i) => i !== at) };
    });
  }

  /**
   * Makes `edit` on the book as stored and writes it with `defaultId` (or, failing that, the current default,
   * or the first) as the default. Another save in between makes it read the book again and make the edit on
   * that one (docs/decisions/173-saved-addresses.md). Returns the book written.
   */
  private async change(
    userId: string,
    edit: (book: SavedAddressEntry[]) => { book: SavedAddressEntry[]; defaultId?: Types.ObjectId },
  ): Promise<SavedAddressEntry[]> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const { entries, version, found } = await this.users.addressBook(userId);
      // The account was deleted meanwhile (another tab): signed out, as every other request of it now is.
      if (!found) throw new ApiException(401, 'loginRequired');
      const { book, defaultId } = edit(entries);
      const chosen =
        (defaultId && book.find((entry) => entry._id.equals(defaultId))) ??
        book.find((entry) => entry.isDefault) ??
        book[0];
      const written = book.map((entry) => ({ ...entry, isDefault: entry === chosen }));
      if (await this.users.storeAddressBook(userId, written, version)) return written;
    }
    throw new ApiException(503, 'serviceUnavailable');
  }

  /** The address `id` in the book as written. */
  private find(id: Types.ObjectId, book: SavedAddressEntry[]): SavedAddress {
    return toSavedAddress(book[indexOf(book, String(id))] as SavedAddressEntry);
  }
}

/** Where `id` is in the book; another customer's address, or none, is a 404 like a missing one. */
function indexOf(book: SavedAddressEntry[], id: string): number {
  const at = isObjectIdString(id) ? book.findIndex((entry) => String(entry._id) === id) : -1;
  if (at < 0) throw new ApiException(404, 'addressNotFound');
  return at;
}

function fieldsOf({ isDefault: _isDefault, ...fields }: SavedAddressInput) {
  // Optional fields left empty are not stored at all.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<
    SavedAddressInput,
    'isDefault'
  >;
}

function ordered(book: SavedAddressEntry[]): SavedAddressEntry[] {
  return [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

function toSavedAddress(entry: SavedAddressEntry): SavedAddress {
  return {
    _id: String(entry._id),
    firstName: entry.firstName,
    lastName: entry.lastName,
    ...(entry.company ? { company: entry.company } : {}),
    country: entry.country,
    address: entry.address,
    ...(entry.apartment ? { apartment: entry.apartment } : {}),
    city: entry.city,
    state: entry.state,
    zip: entry.zip,
    phone: entry.phone,
    isDefault: entry.isDefault,
  };
}
