/**
 * A small GraphQL checker for the documents Pagora sends to Shopify, against a schema in SDL (the
 * trimmed copy in fixtures/). The `graphql` package is not a dependency of this project, so this
 * implements the part of the GraphQL specification's validation those documents exercise
 * (https://spec.graphql.org/October2021/#sec-Validation): fields exist on their type (and are not
 * deprecated), arguments exist and required ones are given, literal values fit their type, leaf
 * fields have no selections and the others have one, inline fragments name a type that can occur
 * there, and variables are defined, used, and of a type their arguments accept. Variable values
 * sent with a document are checked against their declared input types too.
 */

type Token =
  | { kind: 'punct'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'int' | 'float'; value: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'eof'; value: ''; at: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (/[\s,\uFEFF]/.test(char)) {
      i++;
      continue;
    }
    if (source.startsWith('...', i)) {
      tokens.push({ kind: 'punct', value: '...', at: i });
      i += 3;
      continue;
    }
    if ('!$&()[]{}:=@|'.includes(char)) {
      tokens.push({ kind: 'punct', value: char, at: i });
      i++;
      continue;
    }
    if (source.startsWith('"""', i)) {
      const end = source.indexOf('"""', i + 3);
      if (end < 0) throw new Error(`Texto em bloco sem fim na posição ${i}`);
      tokens.push({ kind: 'string', value: source.slice(i + 3, end), at: i });
      i = end + 3;
      continue;
    }
    if (char === '"') {
      let j = i + 1;
      let value = '';
      while (j < source.length && source[j] !== '"') {
        if (source[j] === '\\') {
          value += JSON.parse(`"${source.slice(j, j + (source[j + 1] === 'u' ? 6 : 2))}"`);
          j += source[j + 1] === 'u' ? 6 : 2;
        } else value += source[j++];
      }
      if (j >= source.length) throw new Error(`Texto sem fim na posição ${i}`);
      tokens.push({ kind: 'string', value, at: i });
      i = j + 1;
      continue;
    }
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(i));
    if (number) {
      tokens.push({ kind: number[1] || number[2] ? 'float' : 'int', value: number[0], at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[_A-Za-z][_0-9A-Za-z]*/.exec(source.slice(i));
    if (name) {
      tokens.push({ kind: 'name', value: name[0], at: i });
      i += name[0].length;
      continue;
    }
    throw new Error(`Caractere inesperado '${char}' na posição ${i}`);
  }
  tokens.push({ kind: 'eof', value: '', at: source.length });
  return tokens;
}

class Parser {
  #i = 0;
  constructor(readonly tokens: Token[]) {}
  peek(offset = 0): Token {
    return this.tokens[Math.min(this.#i + offset, this.tokens.length - 1)]!;
  }
  next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.#i++;
    return token;
  }
  is(value: string): boolean {
    const token = this.peek();
    return (token.kind === 'punct' || token.kind === 'name') && token.value === value;
  }
  skip(value: string): boolean {
    if (!this.is(value)) return false;
    this.next();
    return true;
  }
  expect(value: string): void {
    if (!this.skip(value)) {
      const token = this.peek();
      throw new Error(
        `Esperava '${value}' e encontrou '${token.value || token.kind}' na posição ${token.at}`,
      );
    }
  }
  name(): string {
    const token = this.next();
    if (token.kind !== 'name') throw new Error(`Esperava um nome na posição ${token.at}`);
    return token.value;
  }
}

// ───────────── Types ─────────────

export type TypeRef =
  | { kind: 'named'; name: string }
  | { kind: 'list'; of: TypeRef }
  | { kind: 'nonNull'; of: TypeRef };

export type Value =
  | { kind: 'variable'; name: string }
  | { kind: 'int' | 'float' | 'string' | 'boolean' | 'null' | 'enum'; value: string }
  | { kind: 'list'; values: Value[] }
  | { kind: 'object'; fields: { name: string; value: Value }[] };

interface InputValueDef {
  name: string;
  type: TypeRef;
  hasDefault: boolean;
}

interface FieldDef {
  name: string;
  args: Map<string, InputValueDef>;
  type: TypeRef;
  deprecation: string | null;
}

type TypeDef =
  | { kind: 'scalar'; name: string }
  | { kind: 'enum'; name: string; values: Set<string> }
  | { kind: 'object' | 'interface'; name: string; fields: Map<string, FieldDef>; interfaces: string[] }
  | { kind: 'union'; name: string; members: string[] }
  | { kind: 'input'; name: string; fields: Map<string, InputValueDef> };

export interface Schema {
  types: Map<string, TypeDef>;
  queryType: string;
  mutationType: string | null;
}

const BUILT_IN_SCALARS = ['String', 'Int', 'Float', 'Boolean', 'ID'];

function parseTypeRef(parser: Parser): TypeRef {
  let type: TypeRef;
  if (parser.skip('[')) {
    type = { kind: 'list', of: parseTypeRef(parser) };
    parser.expect(']');
  } else {
    type = { kind: 'named', name: parser.name() };
  }
  return parser.skip('!') ? { kind: 'nonNull', of: type } : type;
}

function parseValue(parser: Parser): Value {
  const token = parser.next();
  if (token.kind === 'punct' && token.value === '$') return { kind: 'variable', name: parser.name() };
  if (token.kind === 'int' || token.kind === 'float' || token.kind === 'string') {
    return { kind: token.kind, value: token.value };
  }
  if (token.kind === 'name') {
    if (token.value === 'true' || token.value === 'false') return { kind: 'boolean', value: token.value };
    if (token.value === 'null') return { kind: 'null', value: 'null' };
    return { kind: 'enum', value: token.value };
  }
  if (token.kind === 'punct' && token.value === '[') {
    const values: Value[] = [];
    while (!parser.skip(']')) values.push(parseValue(parser));
    return { kind: 'list', values };
  }
  if (token.kind === 'punct' && token.value === '{') {
    const fields: { name: string; value: Value }[] = [];
    while (!parser.skip('}')) {
      const name = parser.name();
      parser.expect(':');
      fields.push({ name, value: parseValue(parser) });
    }
    return { kind: 'object', fields };
  }
  throw new Error(`Valor inesperado na posição ${token.at}`);
}

/** Directives after a definition; returns the @deprecated reason when there is one. */
function parseDirectives(parser: Parser): { deprecation: string | null } {
  let deprecation: string | null = null;
  while (parser.skip('@')) {
    const name = parser.name();
    let reason = 'No longer supported';
    if (parser.skip('(')) {
      while (!parser.skip(')')) {
        const arg = parser.name();
        parser.expect(':');
        const value = parseValue(parser);
        if (arg === 'reason' && value.kind === 'string') reason = value.value;
      }
    }
    if (name === 'deprecated') deprecation = reason;
  }
  return { deprecation };
}

function skipDescription(parser: Parser): void {
  if (parser.peek().kind === 'string') parser.next();
}

function parseInputValues(parser: Parser, close: string): Map<string, InputValueDef> {
  const values = new Map<string, InputValueDef>();
  while (!parser.skip(close)) {
    skipDescription(parser);
    const name = parser.name();
    parser.expect(':');
    const type = parseTypeRef(parser);
    const hasDefault = parser.skip('=');
    if (hasDefault) parseValue(parser);
    parseDirectives(parser);
    values.set(name, { name, type, hasDefault });
  }
  return values;
}

/** Reads a schema written in SDL (type system definitions only). */
export function parseSchema(sdl: string): Schema {
  const parser = new Parser(tokenize(sdl));
  const types = new Map<string, TypeDef>();
  for (const name of BUILT_IN_SCALARS) types.set(name, { kind: 'scalar', name });
  let queryType = 'Query';
  let mutationType: string | null = null;
  while (parser.peek().kind !== 'eof') {
    skipDescription(parser);
    const keyword = parser.name();
    if (keyword === 'schema') {
      parser.expect('{');
      while (!parser.skip('}')) {
        const operation = parser.name();
        parser.expect(':');
        const type = parser.name();
        if (operation === 'query') queryType = type;
        if (operation === 'mutation') mutationType = type;
      }
      continue;
    }
    const name = parser.name();
    if (keyword === 'scalar') {
      parseDirectives(parser);
      types.set(name, { kind: 'scalar', name });
    } else if (keyword === 'enum') {
      parseDirectives(parser);
      parser.expect('{');
      const values = new Set<string>();
      while (!parser.skip('}')) {
        skipDescription(parser);
        values.add(parser.name());
        parseDirectives(parser);
      }
      types.set(name, { kind: 'enum', name, values });
    } else if (keyword === 'union') {
      parseDirectives(parser);
      parser.expect('=');
      parser.skip('|');
      const members = [parser.name()];
      while (parser.skip('|')) members.push(parser.name());
      types.set(name, { kind: 'union', name, members });
    } else if (keyword === 'input') {
      parseDirectives(parser);
      parser.expect('{');
      types.set(name, { kind: 'input', name, fields: parseInputValues(parser, '}') });
    } else if (keyword === 'type' || keyword === 'interface') {
      const interfaces: string[] = [];
      if (parser.skip('implements')) {
        parser.skip('&');
        interfaces.push(parser.name());
        while (parser.skip('&')) interfaces.push(parser.name());
      }
      parseDirectives(parser);
      parser.expect('{');
      const fields = new Map<string, FieldDef>();
      while (!parser.skip('}')) {
        skipDescription(parser);
        const fieldName = parser.name();
        const args = parser.skip('(') ? parseInputValues(parser, ')') : new Map<string, InputValueDef>();
        parser.expect(':');
        const type = parseTypeRef(parser);
        const { deprecation } = parseDirectives(parser);
        fields.set(fieldName, { name: fieldName, args, type, deprecation });
      }
      types.set(name, { kind: keyword === 'type' ? 'object' : 'interface', name, fields, interfaces });
    } else {
      throw new Error(`Definição não suportada: ${keyword}`);
    }
  }
  const schema = { types, queryType, mutationType };
  assertSchemaConsistent(schema);
  return schema;
}

function namedType(type: TypeRef): string {
  return type.kind === 'named' ? type.name : namedType(type.of);
}

/** Every type a schema names must be defined (a typo in the fixture would otherwise hide errors). */
function assertSchemaConsistent(schema: Schema): void {
  const missing = new Set<string>();
  const need = (name: string) => {
    if (!schema.types.has(name)) missing.add(name);
  };
  need(schema.queryType);
  if (schema.mutationType) need(schema.mutationType);
  for (const type of schema.types.values()) {
    if (type.kind === 'object' || type.kind === 'interface') {
      type.interfaces.forEach(need);
      for (const field of type.fields.values()) {
        need(namedType(field.type));
        for (const arg of field.args.values()) need(namedType(arg.type));
      }
    } else if (type.kind === 'union') type.members.forEach(need);
    else if (type.kind === 'input') for (const field of type.fields.values()) need(namedType(field.type));
  }
  if (missing.size > 0) throw new Error(`O esquema usa tipos não definidos: ${[...missing].join(', ')}`);
}

// ───────────── Documents ─────────────

type Selection =
  | {
      kind: 'field';
      name: string;
      args: { name: string; value: Value }[];
      selections: Selection[] | null;
      at: number;
    }
  | { kind: 'inline'; typeCondition: string | null; selections: Selection[]; at: number }
  | { kind: 'spread'; name: string; at: number };

interface Operation {
  operation: 'query' | 'mutation' | 'subscription';
  name: string | null;
  variables: { name: string; type: TypeRef; hasDefault: boolean }[];
  selections: Selection[];
}

interface Fragment {
  name: string;
  typeCondition: string;
  selections: Selection[];
}

function parseSelections(parser: Parser): Selection[] {
  parser.expect('{');
  const selections: Selection[] = [];
  while (!parser.skip('}')) {
    const at = parser.peek().at;
    if (parser.skip('...')) {
      if (parser.is('on')) {
        parser.next();
        const typeCondition = parser.name();
        parseDirectives(parser);
        selections.push({ kind: 'inline', typeCondition, selections: parseSelections(parser), at });
      } else if (parser.is('{') || parser.is('@')) {
        parseDirectives(parser);
        selections.push({ kind: 'inline', typeCondition: null, selections: parseSelections(parser), at });
      } else {
        selections.push({ kind: 'spread', name: parser.name(), at });
        parseDirectives(parser);
      }
      continue;
    }
    let name = parser.name();
    if (parser.skip(':')) name = parser.name(); // an alias: the field is the second name
    const args: { name: string; value: Value }[] = [];
    if (parser.skip('(')) {
      while (!parser.skip(')')) {
        const argName = parser.name();
        parser.expect(':');
        args.push({ name: argName, value: parseValue(parser) });
      }
    }
    parseDirectives(parser);
    const selectionSet = parser.is('{') ? parseSelections(parser) : null;
    selections.push({ kind: 'field', name, args, selections: selectionSet, at });
  }
  return selections;
}

function parseDocument(source: string): { operations: Operation[]; fragments: Map<string, Fragment> } {
  const parser = new Parser(tokenize(source));
  const operations: Operation[] = [];
  const fragments = new Map<string, Fragment>();
  while (parser.peek().kind !== 'eof') {
    if (parser.is('{')) {
      operations.push({ operation: 'query', name: null, variables: [], selections: parseSelections(parser) });
      continue;
    }
    const keyword = parser.name();
    if (keyword === 'fragment') {
      const name = parser.name();
      parser.expect('on');
      const typeCondition = parser.name();
      parseDirectives(parser);
      fragments.set(name, { name, typeCondition, selections: parseSelections(parser) });
      continue;
    }
    if (keyword !== 'query' && keyword !== 'mutation' && keyword !== 'subscription') {
      throw new Error(`Definição inesperada: ${keyword}`);
    }
    const name = parser.peek().kind === 'name' ? parser.name() : null;
    const variables: Operation['variables'] = [];
    if (parser.skip('(')) {
      while (!parser.skip(')')) {
        parser.expect('$');
        const variable = parser.name();
        parser.expect(':');
        const type = parseTypeRef(parser);
        const hasDefault = parser.skip('=');
        if (hasDefault) parseValue(parser);
        variables.push({ name: variable, type, hasDefault });
      }
    }
    parseDirectives(parser);
    operations.push({ operation: keyword, name, variables, selections: parseSelections(parser) });
  }
  return { operations, fragments };
}

function printType(type: TypeRef): string {
  if (type.kind === 'named') return type.name;
  if (type.kind === 'list') return `[${printType(type.of)}]`;
  return `${printType(type.of)}!`;
}

/** The object types a value of `name` can be at run time. */
function possibleTypes(schema: Schema, name: string): Set<string> {
  const type = schema.types.get(name);
  if (!type) return new Set();
  if (type.kind === 'object') return new Set([name]);
  if (type.kind === 'union') return new Set(type.members);
  if (type.kind === 'interface') {
    const result = new Set<string>();
    for (const candidate of schema.types.values()) {
      if (candidate.kind === 'object' && candidate.interfaces.includes(name)) result.add(candidate.name);
    }
    return result;
  }
  return new Set();
}

/** Whether a variable of type `variable` may be passed where `location` is expected (GraphQL specification 5.8.5). */
function variableFits(variable: TypeRef, location: TypeRef, hasDefault: boolean): boolean {
  if (location.kind === 'nonNull') {
    if (variable.kind === 'nonNull') return variableFits(variable.of, location.of, false);
    // A nullable variable with a default may fill a non-null argument only through its default;
    // the GraphQL specification allows that (AreTypesCompatible in 5.8.5).
    return hasDefault && variableFits(variable, location.of, false);
  }
  if (variable.kind === 'nonNull') return variableFits(variable.of, location, false);
  if (location.kind === 'list')
    return variable.kind === 'list' && variableFits(variable.of, location.of, false);
  return variable.kind === 'named' && variable.name === location.name;
}

function literalErrors(schema: Schema, value: Value, type: TypeRef, where: string): string[] {
  if (value.kind === 'variable') return [];
  if (type.kind === 'nonNull') {
    if (value.kind === 'null') return [`${where}: null não é aceito por ${printType(type)}.`];
    return literalErrors(schema, value, type.of, where);
  }
  if (value.kind === 'null') return [];
  if (type.kind === 'list') {
    const items = value.kind === 'list' ? value.values : [value];
    return items.flatMap((item) => literalErrors(schema, item, type.of, where));
  }
  const definition = schema.types.get(type.name);
  const fail = [`${where}: o valor não é do tipo ${type.name}.`];
  if (!definition) return [`${where}: tipo desconhecido ${type.name}.`];
  switch (definition.kind) {
    case 'enum':
      if (value.kind !== 'enum') return fail;
      return definition.values.has(value.value)
        ? []
        : [`${where}: '${value.value}' não é um valor de ${type.name}.`];
    case 'input': {
      if (value.kind !== 'object') return fail;
      const errors: string[] = [];
      for (const field of value.fields) {
        const fieldDef = definition.fields.get(field.name);
        if (!fieldDef) errors.push(`${where}: o campo '${field.name}' não existe em ${type.name}.`);
        else errors.push(...literalErrors(schema, field.value, fieldDef.type, `${where}.${field.name}`));
      }
      for (const fieldDef of definition.fields.values()) {
        if (
          fieldDef.type.kind === 'nonNull' &&
          !fieldDef.hasDefault &&
          !value.fields.some((f) => f.name === fieldDef.name)
        ) {
          errors.push(`${where}: falta o campo obrigatório '${fieldDef.name}' de ${type.name}.`);
        }
      }
      return errors;
    }
    case 'scalar':
      if (type.name === 'Int') return value.kind === 'int' ? [] : fail;
      if (type.name === 'Float') return value.kind === 'int' || value.kind === 'float' ? [] : fail;
      if (type.name === 'Boolean') return value.kind === 'boolean' ? [] : fail;
      if (type.name === 'String') return value.kind === 'string' ? [] : fail;
      if (type.name === 'ID') return value.kind === 'string' || value.kind === 'int' ? [] : fail;
      return value.kind === 'list' || value.kind === 'object' ? fail : [];
    default:
      return [`${where}: ${type.name} não é um tipo de entrada.`];
  }
}

/**
 * What is wrong with a GraphQL document against the schema: an empty list when it is valid.
 * Messages follow Shopify's wording where it has one ("Field 'x' doesn't exist on type 'Y'").
 */
export function validateDocument(schema: Schema, source: string): string[] {
  let document: ReturnType<typeof parseDocument>;
  try {
    document = parseDocument(source);
  } catch (error) {
    return [`Documento inválido: ${(error as Error).message}`];
  }
  const errors: string[] = [];
  if (document.operations.length === 0) errors.push('O documento não tem operação.');
  for (const operation of document.operations) {
    const rootName =
      operation.operation === 'query'
        ? schema.queryType
        : operation.operation === 'mutation'
          ? schema.mutationType
          : null;
    if (!rootName) {
      errors.push(`O esquema não aceita ${operation.operation}.`);
      continue;
    }
    const label = operation.name ?? operation.operation;
    const declared = new Map(operation.variables.map((variable) => [variable.name, variable]));
    const used = new Set<string>();
    for (const variable of operation.variables) {
      const type = schema.types.get(namedType(variable.type));
      if (!type)
        errors.push(
          `${label}: a variável $${variable.name} usa o tipo desconhecido ${namedType(variable.type)}.`,
        );
      else if (type.kind !== 'scalar' && type.kind !== 'enum' && type.kind !== 'input') {
        errors.push(`${label}: a variável $${variable.name} não pode ser do tipo ${type.name}.`);
      }
    }

    const checkValueVariables = (value: Value, location: TypeRef, where: string) => {
      if (value.kind === 'variable') {
        used.add(value.name);
        const variable = declared.get(value.name);
        if (!variable) errors.push(`${where}: a variável $${value.name} não foi declarada.`);
        else if (!variableFits(variable.type, location, variable.hasDefault)) {
          errors.push(
            `${where}: $${value.name} é ${printType(variable.type)}, mas o argumento espera ${printType(location)}.`,
          );
        }
        return;
      }
      const inner = location.kind === 'nonNull' ? location.of : location;
      if (value.kind === 'list' && inner.kind === 'list') {
        for (const item of value.values) checkValueVariables(item, inner.of, where);
      } else if (value.kind === 'object' && inner.kind === 'named') {
        const input = schema.types.get(inner.name);
        if (input?.kind !== 'input') return;
        for (const field of value.fields) {
          const fieldDef = input.fields.get(field.name);
          if (fieldDef) checkValueVariables(field.value, fieldDef.type, `${where}.${field.name}`);
        }
      }
    };

    const visit = (selections: Selection[], parentName: string, path: string, fragmentsSeen: Set<string>) => {
      const parent = schema.types.get(parentName);
      if (!parent || (parent.kind !== 'object' && parent.kind !== 'interface' && parent.kind !== 'union')) {
        errors.push(`${path}: ${parentName} não aceita seleções.`);
        return;
      }
      for (const selection of selections) {
        if (selection.kind === 'spread') {
          const fragment = document.fragments.get(selection.name);
          if (!fragment) {
            errors.push(`${path}: o fragmento ${selection.name} não existe.`);
            continue;
          }
          if (fragmentsSeen.has(fragment.name)) {
            errors.push(`${path}: o fragmento ${fragment.name} se inclui.`);
            continue;
          }
          visitFragment(
            fragment.typeCondition,
            fragment.selections,
            parentName,
            path,
            new Set([...fragmentsSeen, fragment.name]),
          );
          continue;
        }
        if (selection.kind === 'inline') {
          visitFragment(
            selection.typeCondition ?? parentName,
            selection.selections,
            parentName,
            path,
            fragmentsSeen,
          );
          continue;
        }
        const where = `${path}.${selection.name}`;
        if (selection.name === '__typename') {
          if (selection.selections) errors.push(`${where}: __typename não aceita seleções.`);
          continue;
        }
        if (parent.kind === 'union') {
          errors.push(
            `Selections can't be made directly on unions (see selections on ${parentName}): ${selection.name} (${where}).`,
          );
          continue;
        }
        const field = parent.fields.get(selection.name);
        if (!field) {
          errors.push(`Field '${selection.name}' doesn't exist on type '${parentName}' (${where}).`);
          continue;
        }
        if (field.deprecation !== null) {
          errors.push(
            `Field '${parentName}.${selection.name}' is deprecated: ${field.deprecation} (${where}).`,
          );
        }
        for (const arg of selection.args) {
          const argDef = field.args.get(arg.name);
          if (!argDef) {
            errors.push(`Field '${selection.name}' doesn't accept argument '${arg.name}' (${where}).`);
            continue;
          }
          errors.push(...literalErrors(schema, arg.value, argDef.type, `${where}(${arg.name})`));
          checkValueVariables(arg.value, argDef.type, `${where}(${arg.name})`);
        }
        for (const argDef of field.args.values()) {
          if (
            argDef.type.kind === 'nonNull' &&
            !argDef.hasDefault &&
            !selection.args.some((a) => a.name === argDef.name)
          ) {
            errors.push(
              `Field '${selection.name}' is missing required argument '${argDef.name}' (${where}).`,
            );
          }
        }
        const fieldType = schema.types.get(namedType(field.type));
        const leaf = fieldType?.kind === 'scalar' || fieldType?.kind === 'enum';
        if (leaf && selection.selections) {
          errors.push(`${where}: ${namedType(field.type)} é um valor simples e não aceita seleções.`);
        } else if (!leaf && !selection.selections) {
          errors.push(`${where}: ${namedType(field.type)} precisa de uma seleção de campos.`);
        } else if (selection.selections) {
          if (selection.selections.length === 0) errors.push(`${where}: seleção vazia.`);
          visit(selection.selections, namedType(field.type), where, fragmentsSeen);
        }
      }
    };

    const visitFragment = (
      condition: string,
      selections: Selection[],
      parentName: string,
      path: string,
      fragmentsSeen: Set<string>,
    ) => {
      const type = schema.types.get(condition);
      if (!type || (type.kind !== 'object' && type.kind !== 'interface' && type.kind !== 'union')) {
        errors.push(`${path}: o fragmento é sobre ${condition}, que não é um tipo com campos.`);
        return;
      }
      const shared = [...possibleTypes(schema, condition)].filter((name) =>
        possibleTypes(schema, parentName).has(name),
      );
      if (shared.length === 0) {
        errors.push(`${path}: o fragmento sobre ${condition} nunca se aplica a ${parentName}.`);
        return;
      }
      visit(selections, condition, `${path}<${condition}>`, fragmentsSeen);
    };

    visit(operation.selections, rootName, label, new Set());
    for (const variable of operation.variables) {
      if (!used.has(variable.name)) errors.push(`${label}: a variável $${variable.name} não é usada.`);
    }
  }
  return errors;
}

function valueErrors(schema: Schema, value: unknown, type: TypeRef, where: string): string[] {
  if (type.kind === 'nonNull') {
    if (value === null || value === undefined) return [`${where}: falta um valor ${printType(type)}.`];
    return valueErrors(schema, value, type.of, where);
  }
  if (value === null || value === undefined) return [];
  if (type.kind === 'list') {
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item, index) => valueErrors(schema, item, type.of, `${where}[${index}]`));
  }
  const definition = schema.types.get(type.name);
  const fail = [`${where}: ${JSON.stringify(value)} não é do tipo ${type.name}.`];
  if (definition?.kind === 'enum') {
    return typeof value === 'string' && definition.values.has(value) ? [] : fail;
  }
  if (definition?.kind === 'input') {
    if (typeof value !== 'object' || Array.isArray(value)) return fail;
    const record = value as Record<string, unknown>;
    const errors: string[] = [];
    for (const key of Object.keys(record)) {
      if (!definition.fields.has(key)) errors.push(`${where}: o campo '${key}' não existe em ${type.name}.`);
    }
    for (const field of definition.fields.values()) {
      errors.push(...valueErrors(schema, record[field.name], field.type, `${where}.${field.name}`));
    }
    return errors;
  }
  switch (type.name) {
    case 'Int':
      return Number.isInteger(value) ? [] : fail;
    case 'Float':
      return typeof value === 'number' ? [] : fail;
    case 'Boolean':
      return typeof value === 'boolean' ? [] : fail;
    case 'String':
    case 'ID':
      return typeof value === 'string' ? [] : fail;
    default:
      return typeof value === 'object' ? fail : [];
  }
}

/** What is wrong with the variables sent with a (valid) document: an empty list when they fit. */
export function validateVariables(
  schema: Schema,
  source: string,
  variables: Record<string, unknown>,
): string[] {
  let operations: Operation[];
  try {
    operations = parseDocument(source).operations;
  } catch {
    return []; // validateDocument reports why the document cannot be read
  }
  const errors: string[] = [];
  for (const operation of operations) {
    for (const key of Object.keys(variables)) {
      if (!operation.variables.some((variable) => variable.name === key)) {
        errors.push(`A variável $${key} não está declarada em ${operation.name ?? operation.operation}.`);
      }
    }
    for (const variable of operation.variables) {
      if (variable.hasDefault && variables[variable.name] === undefined) continue;
      errors.push(...valueErrors(schema, variables[variable.name], variable.type, `$${variable.name}`));
    }
  }
  return errors;
}
