import { type QueryRunner, type TableColumnOptions, TableForeignKey } from 'typeorm';
import { columnTypes, databaseKindOf } from '../column-types.ts';

/**
 * What every migration needs to stay portable between SQLite and PostgreSQL: the column types of
 * the connected database, the id/created_at/updated_at columns every table starts with, and a
 * foreign key that deletes the row with its owner.
 */
export function portable(queryRunner: QueryRunner) {
  const { driver, options } = queryRunner.connection;
  const types = columnTypes(databaseKindOf(options.type));
  const now = driver.mappedDataTypes.createDateDefault;
  const base: TableColumnOptions[] = [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'created_at', type: types.timestamp, default: now },
    { name: 'updated_at', type: types.timestamp, default: now },
  ];
  const cascadeTo = (table: string, column = `${table}_id`): TableForeignKey =>
    new TableForeignKey({
      columnNames: [column],
      referencedTableName: table,
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    });
  return { types, base, cascadeTo };
}
