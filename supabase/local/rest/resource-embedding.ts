/**
 * Resource embedding: choosing the relationship an embed names, as PostgREST does. A name matches a
 * related table, a foreign-key column or a constraint name; a `!hint` narrows by constraint name, column,
 * or junction table. None → PGRST200 (400); more than one → PGRST201 (300) listing the candidates.
 */
import { ApiError } from './errors.ts';
import type { Relationship, SchemaCache } from './schema-cache.ts';

function describe(rel: Relationship): { cardinality: string; embedding: string; relationship: string } {
  const cardinality = rel.kind;
  if (rel.kind === 'many-to-many') {
    return {
      cardinality,
      embedding: `${rel.source} with ${rel.target}`,
      relationship: `${rel.junction} using ${rel.sourceFk.name}(${rel.sourceFk.columns.join(', ')}) and ${rel.targetFk.name}(${rel.targetFk.columns.join(', ')})`,
    };
  }
  const onSource = rel.kind === 'many-to-one' || (rel.kind === 'one-to-one' && rel.fkOnSource);
  const cols = onSource ? rel.fk.columns : rel.fk.refColumns;
  const refCols = onSource ? rel.fk.refColumns : rel.fk.columns;
  return {
    cardinality,
    embedding: `${rel.source} with ${rel.target}`,
    relationship: `${rel.fk.name} using ${rel.source}(${cols.join(', ')}) and ${rel.target}(${refCols.join(', ')})`,
  };
}

function hintName(rel: Relationship): string {
  return rel.kind === 'many-to-many' ? rel.junction : rel.fk.name;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.kind === 'many-to-many') {
    return rel.junction === hint || rel.sourceFk.name === hint || rel.targetFk.name === hint;
  }
  if (rel.fk.name === hint) return true;
  // A column hint names the foreign-key column on the side that holds it when embedding many-to-one,
  // and the referenced column otherwise (as PostgREST matches `!column` against the source's columns).
  const onSource = rel.kind === 'many-to-one' || (rel.kind === 'one-to-one' && rel.fkOnSource);
  const sourceCols = onSource ? rel.fk.columns : rel.fk.refColumns;
  const targetCols = onSource ? rel.fk.refColumns : rel.fk.columns;
  return (sourceCols.length === 1 && sourceCols[0] === hint) || (!onSource && targetCols.length === 1 && targetCols[0] === hint && rel.source !== rel.target);
}

/**
 * A table with a foreign key to itself has one key but two relationships to itself, which PostgREST v12 tells
 * apart by convention: the table's name embeds the one-to-many side (`children:family(*)`), the foreign-key
 * column the many-to-one side (`parent_id(*)`), and a hint names the foreign-key column of the one-to-many side
 * (`children:family!parent_id(*)`). Self-referencing one-to-one and many-to-many relationships are not embeddable.
 */
function matchesSelf(rel: Relationship, name: string, hint?: string): boolean {
  if (rel.kind !== 'one-to-many' && rel.kind !== 'many-to-one') return false;
  const single = rel.fk.columns.length === 1 ? rel.fk.columns[0] : undefined;
  if (hint) return rel.kind === 'one-to-many' && rel.target === name && single === hint;
  return (rel.kind === 'one-to-many' && rel.target === name) || (rel.kind === 'many-to-one' && single === name);
}

export function resolveRelationship(cache: SchemaCache, source: string, name: string, hint?: string): Relationship {
  const everything = cache.relationshipsFrom(source);
  const all = everything.filter((r) => r.target !== r.source);
  let candidates = all.filter((r) => r.target === name);
  if (!candidates.length) {
    // Embedding by foreign-key column (`director_id(*)`) or constraint name (`films_director_id_fkey(*)`).
    candidates = all.filter(
      (r) =>
        r.kind !== 'many-to-many' &&
        (r.fk.name === name ||
          ((r.kind === 'many-to-one' || (r.kind === 'one-to-one' && r.fkOnSource)) && r.fk.columns.length === 1 && r.fk.columns[0] === name)),
    );
  }
  if (hint) candidates = candidates.filter((r) => matchesHint(r, hint));
  candidates.push(...everything.filter((r) => r.target === r.source && matchesSelf(r, name, hint)));
  if (candidates.length === 1) return candidates[0];
  if (!candidates.length) {
    const target = hint ? `${name}' using the hint '${hint}` : name;
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source}' and '${target}' in the schema '${cache.schema}', but no matches were found.`,
      null,
    );
  }
  const options = candidates.map((r) => `'${name}!${hintName(r)}'`).join(', ');
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source}' and '${name}'`,
    candidates.map(describe),
    `Try changing '${name}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}
