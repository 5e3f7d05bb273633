import type { KnownKeys } from '@iexam/domain/exam-definition';

/** Row ids of the school's entries by their keys, for the exams that point at them. */
export interface SchoolKeys {
  users: Map<string, number>;
  groups: Map<string, number>;
  courses: Map<string, number>;
  knowledgePoints: Map<string, number>;
  abilities: Map<string, number>;
}

/** Every key was checked by parseExamDefinition, so a miss here is our bug, not the file's. */
export function idFor(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`no row for key '${key}'`);
  return id;
}

/** The keys of findSchoolKeys as the domain's reference check takes them. */
export function knownKeysOf(keys: SchoolKeys & { videos: Set<string> }): KnownKeys {
  return {
    users: keys.users.keys(),
    groups: keys.groups.keys(),
    courses: keys.courses.keys(),
    knowledgePoints: keys.knowledgePoints.keys(),
    abilityDimensions: keys.abilities.keys(),
    videos: keys.videos,
  };
}
