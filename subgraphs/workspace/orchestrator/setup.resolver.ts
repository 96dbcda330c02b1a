import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { CreateApiKeyPayload } from '../identity/identity.resolver.js';
import { User } from '../identity/user.entity.js';
import { OrchestratorSetup, type WorkflowTracker } from './setup.js';

enum MembershipResultEnum {
  ADDED = 'added',
  ALREADY_MEMBER = 'already_member',
  NOT_FOUND = 'not_found',
}
registerEnumType(MembershipResultEnum, {
  name: 'OrchestratorMembershipResult',
  description: '`ADDED` as a member; `ALREADY_MEMBER`: left as it was; `NOT_FOUND`: no such project.',
});

enum WorkflowTrackerEnum {
  SVC = 'svc',
  LINEAR = 'linear',
}
registerEnumType(WorkflowTrackerEnum, {
  name: 'OrchestratorWorkflowTracker',
  description:
    '`LINEAR`: `tracker.kind: linear` on the Linear-compatible endpoint, for an unmodified Symphony (one file per project); `SVC`: `tracker.kind: svc`, the REST adapter, for a Symphony with the SVC tracker (one file for every project).',
});

@ObjectType({ description: "A generated `WORKFLOW.md`: the orchestrator's configuration and prompt." })
class OrchestratorWorkflowFile {
  @Field({
    description:
      '`WORKFLOW.md` (what Symphony reads from its working directory), or `WORKFLOW.<KEY>.md` when each of several projects has its own.',
  })
  fileName!: string;

  @Field(() => [String], { description: 'The projects it polls: one for the `LINEAR` tracker.' })
  projectKeys!: string[];

  @Field()
  content!: string;
}

@InputType()
class OrchestratorAccountInput {
  @Field({ description: 'The service account is found by this email, or created with it.' })
  email!: string;

  @Field()
  displayName!: string;
}

@ObjectType()
class OrchestratorAccountPayload {
  @Field(() => User)
  account!: User;

  @Field({ description: 'False when an existing service account was reused.' })
  created!: boolean;
}

@InputType()
class OrchestratorProjectsInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => [String])
  projectKeys!: string[];
}

@ObjectType()
class OrchestratorMembership {
  @Field()
  projectKey!: string;

  @Field(() => MembershipResultEnum)
  result!: MembershipResultEnum;
}

@InputType()
class OrchestratorKeyInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => String, { nullable: true, description: 'Default `Orchestrator (SVC_TOKEN)`.' })
  name?: string | null;
}

@InputType()
class OrchestratorConnectionTestInput {
  @Field(() => ID)
  accountId!: string;

  @Field({ description: 'The key minted for the orchestrator (it is not stored in plain text, so the wizard passes it back).' })
  token!: string;

  @Field(() => [String])
  projectKeys!: string[];
}

@ObjectType()
class OrchestratorConnectionTest {
  @Field()
  projectKey!: string;

  @Field({ description: 'The adapter answered and the account holds every permission the adapter needs in the project.' })
  ok!: boolean;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the adapter; null when it could not be reached.' })
  status!: number | null;

  @Field(() => Int, { description: 'Candidate issues the account sees (first page of 100).' })
  candidates!: number;

  @Field(() => [String], {
    description:
      'Project permissions the adapter needs that the account lacks here: `project:read` (read candidates and tickets), `comment:create` (push agent events). Empty when it has them all.',
  })
  missingPermissions!: string[];

  @Field()
  message!: string;
}

// `tracker` defaults in code: an enum default in the SDL reaches a resolver as the value's name (`SVC`), not its value.
@Resolver()
export class OrchestratorSetupResolver {
  @Mutation(() => OrchestratorAccountPayload, {
    description: 'Orchestrator setup (1): finds the service account with this email, or creates it. Workspace admins only.',
  })
  setupOrchestratorAccount(
    @Arg('input') input: OrchestratorAccountInput,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OrchestratorAccountPayload> {
    return new OrchestratorSetup(ctx).account(input);
  }

  @Mutation(() => [OrchestratorMembership], {
    description: 'Orchestrator setup (2): adds the account to each project as a member; existing memberships are skipped.',
  })
  async setupOrchestratorProjects(
    @Arg('input') input: OrchestratorProjectsInput,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OrchestratorMembership[]> {
    return (await new OrchestratorSetup(ctx).projects(input)).map((entry) => ({ ...entry, result: entry.result as MembershipResultEnum }));
  }

  @Mutation(() => CreateApiKeyPayload, {
    description: "Orchestrator setup (3): mints an API key for the account, shown once: the orchestrator's `SVC_TOKEN`.",
  })
  setupOrchestratorKey(@Arg('input') input: OrchestratorKeyInput, @Ctx() ctx: WorkspaceContext): Promise<CreateApiKeyPayload> {
    return new OrchestratorSetup(ctx).key(input);
  }

  @Query(() => [OrchestratorWorkflowFile], {
    description:
      "Orchestrator setup (4): `WORKFLOW.md` for these projects (polls every 30 s), by default for an unmodified Symphony: `tracker: LINEAR`, one file per project, its states the display names of the project's statuses in the given categories. `SVC`: one file, states as categories. Workspace admins only; a key of no project is `UNKNOWN_PROJECT_KEYS`.",
  })
  orchestratorWorkflows(
    @Arg('projectKeys', () => [String]) projectKeys: string[],
    @Arg('activeStates', () => [String], { nullable: true, description: 'Status categories; default `todo`, `in_progress`, `in_review`.' })
    activeStates: string[] | null,
    @Arg('terminalStates', () => [String], { nullable: true, description: 'Status categories; default `done`, `wont_fix`.' })
    terminalStates: string[] | null,
    @Arg('tracker', () => WorkflowTrackerEnum, { nullable: true, description: 'Default `LINEAR`.' }) tracker: WorkflowTracker | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OrchestratorWorkflowFile[]> {
    return new OrchestratorSetup(ctx).workflows({ projectKeys, activeStates, terminalStates, tracker: tracker ?? 'linear' });
  }

  @Query(() => String, {
    deprecationReason: 'Use orchestratorWorkflows: its default loads in an unmodified Symphony, one file per project.',
    description:
      'Orchestrator setup (4), one file: `WORKFLOW.md` for these projects (polls every 30 s). States are status categories; with `tracker: LINEAR` (one project) the file lists the display names of its statuses in them.',
  })
  orchestratorWorkflow(
    @Arg('projectKeys', () => [String]) projectKeys: string[],
    @Arg('activeStates', () => [String], { nullable: true }) activeStates: string[] | null,
    @Arg('terminalStates', () => [String], { nullable: true }) terminalStates: string[] | null,
    @Arg('tracker', () => WorkflowTrackerEnum, { nullable: true, description: 'Default `SVC`.' }) tracker: WorkflowTracker | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<string> {
    return new OrchestratorSetup(ctx).workflow({ projectKeys, activeStates, terminalStates, tracker: tracker ?? 'svc' });
  }

  @Mutation(() => [OrchestratorConnectionTest], {
    description: "Orchestrator setup (5): per project, polls this instance's adapter with the key, as the orchestrator will.",
  })
  testOrchestratorConnection(
    @Arg('input') input: OrchestratorConnectionTestInput,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OrchestratorConnectionTest[]> {
    return new OrchestratorSetup(ctx).test(input);
  }
}
