/**
 * The stores' teams on the staff side (/gestion/equipe, decision 117): the list and the creation
 * form, a member's page (role, stores, deactivation, invitation) and the public invitation page
 * where a new member chooses his password. Every form is a plain POST checked for its origin; the
 * API decides who may do what.
 */
import {
  API_ERROR_CODES,
  acceptInvitationBody,
  createTeamMemberBody,
  endpoints,
  type StaffMember,
  type StaffTeam,
  staffTeamMessages,
  type TeamMember,
  updateTeamMemberBody,
} from '@cabas/contracts';
import { assignableRoles, type StaffRole } from '@cabas/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { tokenCallHeaders } from '../../lib/tokens.server.ts';
import { STAFF_PATHS, teamMemberHref } from './paths.ts';
import { callAsStaff, staffMember } from './staff.server.ts';

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

export interface StaffStoreOption {
  id: number;
  name: string;
}

/** What a refused team form shows: the values typed, a message per field, a message for the form. */
export interface TeamFormResult {
  intent: string;
  values: { email?: string; nom?: string; role?: string; magasins?: number[] };
  errors: Record<string, string>;
  formError: string | null;
}

export interface StaffTeamPageData {
  member: StaffMember;
  team: StaffTeam['data'];
  stores: StaffStoreOption[];
  roles: readonly StaffRole[];
  /** The member just created (`?cree=<id>`), for the confirmation. */
  created: TeamMember | null;
}

export interface TeamMemberPageData {
  member: StaffMember;
  target: TeamMember;
  stores: StaffStoreOption[];
  roles: readonly StaffRole[];
  /** What was just done (`?fait=`): `modifie`, `desactive`, `reactive`, `invitation`. */
  done: string | null;
}

function requireMember(context: Context): StaffMember {
  const member = staffMember(context);
  if (!member) throw data({ message: 'Connectez-vous.' }, { status: 401 });
  return member;
}

/** The field a form value comes from: a string, trimmed only by the schemas. */
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};
const storeValues = (form: FormData) =>
  form
    .getAll('magasins')
    .map((value) => Number(value))
    .filter((value) => Number.isSafeInteger(value) && value > 0);

/** The first message of each field of a zod or API refusal. */
function firstMessages(errors: Record<string, readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, list] of Object.entries(errors)) {
    const message = list?.[0];
    if (message) result[key.split('.')[0] ?? key] ??= message;
  }
  return result;
}

function zodErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  let formError: string | null = null;
  for (const issue of issues) {
    const key = issue.path[0];
    if (key === undefined) formError ??= issue.message;
    else errors[String(key)] ??= issue.message;
  }
  return { errors, formError };
}

/** The codes of an API refusal the forms show beside their fields (the others are error pages). */
const SHOWN = new Set<string>([
  API_ERROR_CODES.invalidData,
  API_ERROR_CODES.staffEmailTaken,
  API_ERROR_CODES.teamAssignmentInvalid,
  API_ERROR_CODES.teamRoleRefused,
  API_ERROR_CODES.teamMemberRefused,
  API_ERROR_CODES.teamSelfChangeRefused,
  API_ERROR_CODES.invitationNotNeeded,
  API_ERROR_CODES.staffStoreRefused,
]);

/**
 * The API's own French message: the client words every 403 as a login lockout for the shop's pages,
 * but a team refusal says what the member may not do.
 */
function apiMessage(error: { data: unknown; message: string }): string {
  const body = error.data as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : error.message;
}

function refused(error: unknown, intent: string, values: TeamFormResult['values']) {
  if (!isApiError(error) || !error.code || !SHOWN.has(error.code)) throw error;
  const errors = firstMessages(error.fieldErrors ?? {});
  const formError = Object.keys(errors).length ? null : apiMessage(error);
  return data<TeamFormResult>({ intent, values, errors, formError }, { status: error.status });
}

/** The actor's stores (head office: the chain's) for the forms. */
async function storeOptions(args: Args): Promise<StaffStoreOption[]> {
  return (await callAsStaff(args, endpoints.staffTeam.stores, {})).data;
}

export async function staffTeamLoader(args: Args): Promise<StaffTeamPageData> {
  const member = requireMember(args.context);
  const [team, stores] = await Promise.all([
    callAsStaff(args, endpoints.staffTeam.list, { query: {} }),
    storeOptions(args),
  ]);
  const createdId = Number(new URL(args.request.url).searchParams.get('cree'));
  const created = team.data.find((m) => m.id === createdId) ?? null;
  return { member, team: team.data, stores, roles: assignableRoles(member), created };
}

/** `POST /gestion/equipe`: creates the account and sends its invitation, then back to the list. */
export async function staffTeamAction(args: Args) {
  assertSameOrigin(args.request);
  const form = await args.request.formData();
  const values = {
    email: text(form, 'email'),
    nom: text(form, 'nom'),
    role: text(form, 'role'),
    magasins: storeValues(form),
  };
  const parsed = createTeamMemberBody.safeParse(values);
  if (!parsed.success)
    return data<TeamFormResult>(
      { intent: 'creer', values, ...zodErrors(parsed.error.issues) },
      { status: 422 },
    );
  let created: TeamMember;
  try {
    created = (await callAsStaff(args, endpoints.staffTeam.create, { body: parsed.data })).data;
  } catch (error) {
    return refused(error, 'creer', values);
  }
  throw redirect(`${STAFF_PATHS.team}?cree=${created.id}#membre-${created.id}`);
}

function memberId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: staffTeamMessages.memberNotFound }, { status: 404 });
  return id;
}

/** A missing member is the not-found page, one out of reach a 403 page with its message. */
function pageRefusal(error: unknown): never {
  if (isApiError(error) && error.code === API_ERROR_CODES.teamMemberNotFound)
    throw data({ message: error.message }, { status: 404 });
  if (isApiError(error) && error.code === API_ERROR_CODES.teamMemberRefused)
    throw data({ message: apiMessage(error), code: error.code }, { status: 403 });
  throw error;
}

const DONE = new Set(['modifie', 'desactive', 'reactive', 'invitation']);

export async function teamMemberLoader(
  args: Args & { params: { id?: string } },
): Promise<TeamMemberPageData> {
  const member = requireMember(args.context);
  const id = memberId(args.params.id);
  const [target, stores] = await Promise.all([
    callAsStaff(args, endpoints.staffTeam.get, { params: { id } }).catch(pageRefusal),
    storeOptions(args),
  ]);
  const done = new URL(args.request.url).searchParams.get('fait');
  return {
    member,
    target: target.data,
    stores,
    roles: assignableRoles(member),
    done: done && DONE.has(done) ? done : null,
  };
}

/**
 * `POST /gestion/equipe/:id`: `intent` = `modifier` (name, role, stores), `desactiver`,
 * `reactiver` or `inviter` (send the invitation again).
 */
export async function teamMemberAction(args: Args & { params: { id?: string } }) {
  assertSameOrigin(args.request);
  const id = memberId(args.params.id);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const page = teamMemberHref(id);
  if (intent === 'inviter') {
    try {
      await callAsStaff(args, endpoints.staffTeam.invite, { params: { id } });
    } catch (error) {
      return refused(error, intent, {});
    }
    throw redirect(`${page}?fait=invitation`);
  }
  if (intent === 'desactiver' || intent === 'reactiver') {
    try {
      await callAsStaff(args, endpoints.staffTeam.update, {
        params: { id },
        body: { actif: intent === 'reactiver' },
      });
    } catch (error) {
      return refused(error, intent, {});
    }
    throw redirect(`${page}?fait=${intent === 'desactiver' ? 'desactive' : 'reactive'}`);
  }
  if (intent !== 'modifier')
    return data<TeamFormResult>(
      { intent, values: {}, errors: {}, formError: 'Cette action n’est pas reconnue. Rechargez la page.' },
      { status: 400 },
    );
  const values = { nom: text(form, 'nom'), role: text(form, 'role'), magasins: storeValues(form) };
  const parsed = updateTeamMemberBody.safeParse(values);
  if (!parsed.success)
    return data<TeamFormResult>({ intent, values, ...zodErrors(parsed.error.issues) }, { status: 422 });
  try {
    await callAsStaff(args, endpoints.staffTeam.update, { params: { id }, body: parsed.data });
  } catch (error) {
    return refused(error, intent, values);
  }
  throw redirect(`${page}?fait=modifie`);
}

// ---------------------------------------------------------------------------------------------
// The invitation page (public)
// ---------------------------------------------------------------------------------------------

export type InvitationPageData =
  | { state: 'valid'; email: string; nom: string }
  | { state: 'invalid'; message: string };

export interface InvitationActionData {
  done: boolean;
  message: string | null;
  errors: Record<string, string>;
}

const invalidInvitation = (message: string = staffTeamMessages.invitationInvalid) =>
  data<InvitationPageData>({ state: 'invalid', message }, { status: 410 });

/** The invitation link: whom it invites while it works, else why it no longer does (410). */
export async function invitationLoader({ request, context, params }: Args & { params: { jeton?: string } }) {
  const jeton = params.jeton ?? '';
  if (!jeton || jeton.length > 200) return invalidInvitation();
  try {
    const answer = await context.get(shopContext).api.call(endpoints.staffTeam.invitation, {
      params: { jeton },
      headers: tokenCallHeaders(request),
    });
    return data<InvitationPageData>({ state: 'valid', ...answer.data });
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.invitationInvalid)
      return invalidInvitation(error.message);
    if (isApiError(error) && error.status === 422) return invalidInvitation();
    throw error;
  }
}

/** `POST /gestion/invitation/:jeton`: the new member's password, then the way to the login page. */
export async function invitationAction({ request, context, params }: Args & { params: { jeton?: string } }) {
  assertSameOrigin(request);
  const jeton = params.jeton ?? '';
  const form = await request.formData();
  const parsed = acceptInvitationBody.safeParse({
    mot_de_passe: text(form, 'mot_de_passe') ?? '',
    confirmation: text(form, 'confirmation') ?? '',
  });
  if (!parsed.success)
    return data<InvitationActionData>(
      { done: false, message: null, errors: zodErrors(parsed.error.issues).errors },
      { status: 422 },
    );
  try {
    const answer = await context.get(shopContext).api.call(endpoints.staffTeam.acceptInvitation, {
      params: { jeton },
      body: parsed.data,
      headers: tokenCallHeaders(request),
    });
    return data<InvitationActionData>({ done: true, message: answer.data.message, errors: {} });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === API_ERROR_CODES.invitationInvalid)
      return data<InvitationActionData>({ done: false, message: error.message, errors: {} }, { status: 410 });
    if (error.status === 422)
      return data<InvitationActionData>(
        { done: false, message: null, errors: firstMessages(error.fieldErrors ?? {}) },
        { status: 422 },
      );
    throw error;
  }
}
