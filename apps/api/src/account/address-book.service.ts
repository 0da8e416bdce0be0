import { Injectable } from '@nestjs/common';
import { SAVED_ADDRESS_LIMIT, type SavedAddress, type SavedAddressInput } from '@farm/contract';
import { Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import { ApiException } from '../errors/error-body';
import { type SavedAddressEntry, UsersService } from '../users/users.service';

/**
 * The customer's saved delivery addresses (docs/decisions/173-saved-addresses.md): at most
 * SAVED_ADDRESS_LIMIT, exactly one of them the default whenever there is any, the default listed first.
 */
@Injectable()
export class AddressBookService {
  constructor(private readonly users: UsersService) {}

  async list(userId: string): Promise<SavedAddress[]> {
    return ordered(await this.users.addressBook(userId)).map(toSavedAddress);
  }

  async add(userId: string, input: SavedAddressInput): Promise<SavedAddress> {
    const book = await this.users.addressBook(userId);
    if (book.length >= SAVED_ADDRESS_LIMIT) throw new ApiException(409, 'addressLimit');
    const entry = { _id: new Types.ObjectId(), ...fieldsOf(input), isDefault: false };
    await this.store(userId, [...book, entry], input.isDefault ? entry._id : undefined);
    return this.find(userId, entry._id);
  }

  async update(userId: string, id: string, input: SavedAddressInput): Promise<SavedAddress> {
    const book = await this.users.addressBook(userId);
    const at = indexOf(book, id);
    const kept = book[at] as SavedAddressEntry;
    const entry = { _id: kept._id, ...fieldsOf(input), isDefault: kept.isDefault };
    // Unticking "default" on the default moves nothing: one address must stay the default.
    await this.store(
      userId,
      book.map((old, i) => (i === at ? entry : old)),
      input.isDefault ? entry._id : undefined,
    );
    return this.find(userId, entry._id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const book = await this.users.addressBook(userId);
    const at = indexOf(book, id);
    await this.store(
      userId,
      book.filter((_entry, i) => i !== at),
    );
  }

  /** Writes the book with `defaultId` (or, failing that, the current default, or the first) as the default. */
  private async store(userId: string, book: SavedAddressEntry[], defaultId?: Types.ObjectId) {
    const chosen =
      (defaultId && book.find((entry) => entry._id.equals(defaultId))) ??
      book.find((entry) => entry.isDefault) ??
      book[0];
    await this.users.storeAddressBook(
      userId,
      book.map((entry) => ({ ...entry, isDefault: entry === chosen })),
    );
  }

  private async find(userId: string, id: Types.ObjectId): Promise<SavedAddress> {
    const book = await this.users.addressBook(userId);
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
