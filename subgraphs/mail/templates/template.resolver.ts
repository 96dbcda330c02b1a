import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import type { RenderedTemplate } from './template-render.js';
import type { Template } from './template.entity.js';
import { TemplateService } from './template.service.js';

const SYNTAX = 'Handlebars: `{{var}}`, `{{#if}}`, `{{#each}}`, `{{#with}}`, `{{lookup}}`; no partials or custom helpers.';

@ObjectType('MailTemplate', { description: 'A stored email template rendered with variables at send time.' })
class TemplateView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Unique on the account, 1..200 characters.' })
  name!: string;

  @Field({ description: `Subject template (not HTML-escaped; rendered as one line). ${SYNTAX}` })
  subject!: string;

  @Field(() => String, { nullable: true, description: 'HTML body template; `{{var}}` is HTML-escaped, `{{{var}}}` is not.' })
  html!: string | null;

  @Field(() => String, { nullable: true, description: 'Plain-text body template (not escaped).' })
  text!: string | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'JSON Schema (2020-12, or draft-07 by `$schema`) the variables must satisfy; null accepts any variables.',
  })
  variablesSchema!: Record<string, unknown> | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('MailRenderedTemplate', { description: 'A template rendered with variables.' })
class RenderedTemplateView {
  @Field({ description: 'One line: line breaks in variables become spaces.' })
  subject!: string;

  @Field(() => String, { nullable: true })
  html!: string | null;

  @Field(() => String, { nullable: true })
  text!: string | null;
}

@ObjectType()
class MailTemplateConnection extends Connection(TemplateView, 'MailTemplate') {}

@ArgsType()
class TemplatesArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;
}

@InputType()
class CreateTemplateInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field({ description: 'Unique on the account, 1..200 characters.' })
  name!: string;

  @Field({ description: `Subject template. ${SYNTAX}` })
  subject!: string;

  @Field(() => String, { nullable: true, description: 'HTML body template; an HTML or a text body is required.' })
  html?: string | null;

  @Field(() => String, { nullable: true, description: 'Plain-text body template; an HTML or a text body is required.' })
  text?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'JSON Schema of the variables; omitted or null accepts any.' })
  variablesSchema?: Record<string, unknown> | null;
}

@InputType({ description: 'Omitted fields stay as they are.' })
class UpdateTemplateInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: 'Null clears it (a text body must remain).' })
  html?: string | null;

  @Field(() => String, { nullable: true, description: 'Null clears it (an HTML body must remain).' })
  text?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Null removes the schema (any variables accepted).' })
  variablesSchema?: Record<string, unknown> | null;
}

const view = (template: Template): TemplateView => ({
  id: template.id,
  name: template.name,
  subject: template.subject,
  html: template.html ?? null,
  text: template.text ?? null,
  variablesSchema: template.variablesSchema ?? null,
  createdAt: template.createdAt,
  updatedAt: template.updatedAt,
});

/** Only the fields the caller sent: GraphQL leaves omitted input fields undefined. */
const given = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

@Resolver()
export class TemplateResolver {
  @Query(() => MailTemplateConnection, { description: "A mail account's email templates, oldest first." })
  async templates(@Args() args: TemplatesArgs, @Ctx() ctx: MailContext): Promise<Page<TemplateView>> {
    const page = await new TemplateService(ctx).list(args.accountId, args.first, args.after);
    return { ...page, nodes: page.nodes.map(view) };
  }

  @Query(() => TemplateView, { description: "One of a mail account's email templates." })
  async template(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<TemplateView> {
    return view(await new TemplateService(ctx).get(accountId, id));
  }

  @Query(() => RenderedTemplateView, {
    description:
      'Renders a template with variables (a preview; sends render the same way). Variables failing the schema are TEMPLATE_VARIABLES_INVALID with `errors` [{path, message}].',
  })
  async renderTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('variables', () => GraphQLJSONObject, { nullable: true }) variables: Record<string, unknown> | null,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<RenderedTemplate> {
    return new TemplateService(ctx).render(accountId, id, variables);
  }

  @Mutation(() => TemplateView, { description: 'Stores a template; syntax and the variables schema are checked here.' })
  async createTemplate(@Arg('input') input: CreateTemplateInput, @Ctx() ctx: MailContext): Promise<TemplateView> {
    return view(await new TemplateService(ctx).create(input.accountId, input));
  }

  @Mutation(() => TemplateView)
  async updateTemplate(@Arg('input') input: UpdateTemplateInput, @Ctx() ctx: MailContext): Promise<TemplateView> {
    const { accountId, id, ...fields } = input;
    return view(await new TemplateService(ctx).update(accountId, id, given(fields)));
  }

  @Mutation(() => TemplateView, { description: 'Deletes the template and returns it; its name is free again.' })
  async deleteTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<TemplateView> {
    return view(await new TemplateService(ctx).delete(accountId, id));
  }
}
