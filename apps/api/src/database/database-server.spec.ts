import { replaceDatabaseName, withDatabaseName } from './database-server';

describe('withDatabaseName', () => {
  it('adds a name to a URI without one', () => {
    expect(withDatabaseName('mongodb://127.0.0.1:27017', 'farm')).toBe('mongodb://127.0.0.1:27017/farm');
    expect(withDatabaseName('mongodb://127.0.0.1:27017/', 'farm')).toBe('mongodb://127.0.0.1:27017/farm');
    expect(withDatabaseName('mongodb://h:1/?directConnection=true', 'farm')).toBe(
      'mongodb://h:1/farm?directConnection=true',
    );
  });

  it('keeps a name that is already there', () => {
    expect(withDatabaseName('mongodb://mongo:27017/shop', 'farm')).toBe('mongodb://mongo:27017/shop');
  });
});

describe('replaceDatabaseName', () => {
  it('swaps the database and keeps credentials and options', () => {
    expect(replaceDatabaseName('mongodb://u:p@mongo:27017/farm?authSource=admin', 'farm_test_1')).toBe(
      'mongodb://u:p@mongo:27017/farm_test_1?authSource=admin',
    );
    expect(replaceDatabaseName('mongodb+srv://cluster.example.net', 'x')).toBe(
      'mongodb+srv://cluster.example.net/x',
    );
  });
});
