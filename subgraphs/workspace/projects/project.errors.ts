import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a project or membership change is refused (`extensions.reason`). */
export const projectErrorReasons = [
  'BOTS_CANNOT_CREATE_PROJECTS',
  'PROJECT_KEY_TAKEN',
  'ALREADY_PROJECT_MEMBER',
  'LAST_PROJECT_ADMIN',
] as const;
export type ProjectErrorReason = (typeof projectErrorReasons)[number];

const projectError = ruleError<ProjectErrorReason>;

export const botsCannotCreateProjects = (): AppError =>
  projectError('FORBIDDEN', 'BOTS_CANNOT_CREATE_PROJECTS', 'Bots cannot create projects');

export const projectKeyTaken = (key: string): AppError =>
  projectError('CONFLICT', 'PROJECT_KEY_TAKEN', `Project key ${key} is taken`, { field: 'key' });

export const alreadyProjectMember = (): AppError =>
  projectError('CONFLICT', 'ALREADY_PROJECT_MEMBER', 'User is already a member of this project', { field: 'userId' });

/** A project keeps at least one admin member. */
export const lastProjectAdmin = (): AppError => projectError('CONFLICT', 'LAST_PROJECT_ADMIN', 'A project needs at least one admin');
