/**
 * The shape of a database id (a PostgreSQL `uuid` in its text form, any version). A path or query
 * id without it names nothing: callers answer 404 before asking the database, which would fail to
 * cast the text. Request schemas that publish an id in the API document use `z.uuid()`.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
