import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import { DomainService, type SenderDomainRecords } from './domain.service.js';
import type { DnsRecordSpec } from './dns-records.js';
import type { RecordCheck, SenderDomain } from './sender-domain.entity.js';

@ObjectType({ description: 'A DNS record to publish.' })
class DnsRecord {
  @Field()
  name!: string;

  @Field({ description: '`TXT` or `MX`.' })
  type!: string;

  @Field()
  value!: string;

  @Field(() => [String], { nullable: true, description: 'The value as character-strings of at most 255 bytes; present when it is longer.' })
  valueChunks?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'MX priority.' })
  priority?: number | null;
}

@ObjectType('SenderDomain', { description: 'A domain registered for sending, with the DNS records it must publish.' })
class SenderDomainView implements SenderDomainRecords {
  @Field(() => ID)
  id!: string;

  @Field()
  domain!: string;

  @Field()
  dkimSelector!: string;

  @Field({ description: '`pending`, `verified`, `temporary-failure` or `failed`.' })
  verificationStatus!: string;

  @Field(() => [DnsRecord])
  dkimRecords!: DnsRecordSpec[];

  @Field({ description: 'The one SPF record to publish at the domain root (an existing record, extended).' })
  spfRequired!: string;

  @Field({ description: 'True when the published SPF record already includes ours.' })
  spfAlreadyIncluded!: boolean;

  @Field()
  dmarcRecommended!: string;

  @Field(() => [DnsRecord])
  mailFromRecords!: DnsRecordSpec[];

  @Field({ description: 'Whether sends from the domain track opens (`email.opened`); off by default, switched by `updateSenderDomain`.' })
  openTracking!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastCheckedAt!: Date | null;
}

@ObjectType({ description: 'The state of one DNS record at a verification.' })
class DnsRecordCheck {
  @Field({ description: '`dkim`, `spf`, `dmarc`, `return_path_mx` or `return_path_txt`.' })
  record!: string;

  @Field()
  name!: string;

  @Field()
  type!: string;

  @Field({ description: '`found`, `missing`, `mismatch` or `error`.' })
  status!: string;

  @Field()
  required!: boolean;

  @Field(() => [String], { description: 'What DNS answered, or the resolver error.' })
  seen!: string[];
}

@ObjectType()
class VerifySenderDomainPayload {
  @Field(() => SenderDomainView)
  domain!: SenderDomainView;

  @Field(() => [DnsRecordCheck])
  checks!: RecordCheck[];
}

@ObjectType({ description: 'Who hosts the DNS zone of a sender domain.' })
class DnsProviderDetection {
  @Field(() => String, {
    nullable: true,
    description: '`cloudflare`, `route53`, `google`, `godaddy`, `namecheap`, `digitalocean`, `ovh`, or null when unknown.',
  })
  provider!: string | null;

  @Field({ description: 'Whether auto-setup can publish the records there (Cloudflare only).' })
  supported!: boolean;

  @Field(() => [String])
  nameservers!: string[];
}

@ObjectType({ description: 'What auto-setup did to one record.' })
class DnsRecordSetup {
  @Field()
  record!: string;

  @Field()
  name!: string;

  @Field()
  type!: string;

  @Field({ description: '`created`, `updated`, `unchanged` or `skipped` (DMARC already present).' })
  action!: string;
}

@ObjectType()
class AutoSetupSenderDomainDnsPayload {
  @Field(() => SenderDomainView)
  domain!: SenderDomainView;

  @Field(() => [DnsRecordSetup])
  records!: DnsRecordSetup[];
}

@InputType()
class AutoSetupSenderDomainDnsInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field(() => ID)
  id!: string;

  @Field({ description: 'A Cloudflare API token scoped to DNS edit on the zone. Used for this call only, never stored.' })
  apiToken!: string;
}

@InputType()
class UpdateSenderDomainInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, { nullable: true, description: 'Track opens (a pixel; `email.opened` once per message). Off by default.' })
  openTracking?: boolean | null;
}

@ObjectType()
class SenderDomainConnection extends Connection(SenderDomainView, 'SenderDomain') {}

@ArgsType()
class SenderDomainsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;
}

@InputType()
class CreateSenderDomainInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field({ description: 'The domain, e.g. `example.com` (IDN allowed).' })
  domain!: string;
}

const view = (service: DomainService, domain: SenderDomain): SenderDomainView => ({
  id: domain.id,
  domain: domain.domain,
  dkimSelector: domain.dkimSelector,
  verificationStatus: domain.verificationStatus,
  ...service.records(domain),
  openTracking: domain.openTracking,
  createdAt: domain.createdAt,
  lastCheckedAt: domain.lastCheckedAt ?? null,
});

@Resolver()
export class DomainResolver {
  @Query(() => SenderDomainView)
  async senderDomain(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<SenderDomainView> {
    const service = new DomainService(ctx);
    return view(service, await service.get(accountId, id));
  }

  @Query(() => SenderDomainConnection)
  async senderDomains(@Args() args: SenderDomainsArgs, @Ctx() ctx: MailContext): Promise<Page<SenderDomainView>> {
    const service = new DomainService(ctx);
    const page = await service.list(args.accountId, args.first, args.after);
    return { ...page, nodes: page.nodes.map((domain) => view(service, domain)) };
  }

  @Mutation(() => SenderDomainView, { description: 'Registers a domain and generates its DKIM key; returns the records to publish.' })
  async createSenderDomain(@Arg('input') input: CreateSenderDomainInput, @Ctx() ctx: MailContext): Promise<SenderDomainView> {
    const service = new DomainService(ctx);
    return view(service, await service.create(input.accountId, input.domain));
  }

  @Mutation(() => VerifySenderDomainPayload, { description: 'Looks the records up in DNS and updates the verification status.' })
  async verifySenderDomain(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<VerifySenderDomainPayload> {
    const service = new DomainService(ctx);
    const outcome = await service.verify(accountId, id);
    return { domain: view(service, outcome.domain), checks: outcome.checks };
  }

  @Query(() => DnsProviderDetection, { description: "Looks up the zone's nameservers and names its DNS host." })
  senderDomainDnsProvider(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<DnsProviderDetection> {
    return new DomainService(ctx).detectProvider(accountId, id);
  }

  @Mutation(() => AutoSetupSenderDomainDnsPayload, {
    description: 'Creates or updates every record of the domain at Cloudflare (idempotent).',
  })
  async autoSetupSenderDomainDns(
    @Arg('input') input: AutoSetupSenderDomainDnsInput,
    @Ctx() ctx: MailContext,
  ): Promise<AutoSetupSenderDomainDnsPayload> {
    const service = new DomainService(ctx);
    const outcome = await service.autoSetup(input.accountId, input.id, input.apiToken);
    return { domain: view(service, outcome.domain), records: outcome.records };
  }

  @Mutation(() => SenderDomainView)
  async updateSenderDomain(@Arg('input') input: UpdateSenderDomainInput, @Ctx() ctx: MailContext): Promise<SenderDomainView> {
    const service = new DomainService(ctx);
    return view(service, await service.update(input.accountId, input.id, input));
  }

  @Mutation(() => SenderDomainView, { description: 'Deregisters the domain: its key is destroyed; DNS records stay at your provider.' })
  async deleteSenderDomain(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<SenderDomainView> {
    const service = new DomainService(ctx);
    return view(service, await service.delete(accountId, id));
  }
}
