"""Vendor tokens the scrubber knows by their published shape: a prefix, a length, an alphabet.

Part of the scrubber (`memories.redaction`); pure data. Each row is (kind, pattern, group): the
group holds the secret. A pattern is specific enough to need no validation (a prefix such as
`ghp_`, `xapp-1-` or `AGE-SECRET-KEY-1` and a run of the token's own alphabet behind it).
detect-secrets' plugins run beside these (`redaction._detect_secrets_plugins`).
"""

from __future__ import annotations

import re

from memories.redaction.label_words import ANDEAN_ENDING
from memories.redaction.shapes import UUID_RE

__all__ = ["VENDOR_RES"]

_E = r"(?![A-Za-z0-9_\-])"  # token end
_UUID = UUID_RE.pattern
# Words that name another thing's id (a request's, a trace's): a UUID after them is that id.
_OTHER_IDS = (
    r"(?i:ids?|request|requests|trace|correlation|session|run|job|event|order|user|account|tenant"
    r"|project|record|row|object|item|message|build|device)(?![^\W\d_])"
)

VENDOR_PATTERNS: tuple[tuple[str, str, int], ...] = (
    (
        "aws_access_key",
        r"((?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA|A3T[A-Z0-9])[A-Z0-9]{16})"
        + _E,
        1,
    ),
    (
        "aws_secret_key",
        r"(?i:aws[\w\-. ]{0,30}?(?:secret|private|sk)[\w\-. ]{0,30}?|secret[_\-]?access[_\-]?key)"
        r"[\"'\]]{0,2}(?:\s*(?:=|:|=>)\s*|\s+(?:is\s+|was\s+)?)[\"']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])",
        1,
    ),
    ("github_token", r"((?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255})" + _E, 1),
    ("github_token", r"(github_pat_[A-Za-z0-9_]{22,255})" + _E, 1),
    (
        "gitlab_token",
        r"((?:glpat|gldt|glft|glsoat|glrt|glptt|glimt|glcbt)-[A-Za-z0-9_\-]{20,64}"
        r"(?:\.[0-9a-z]{2}\.[a-z0-9]{7,9})?)" + _E,  # (a routable token's `.01.…` tail)
        1,
    ),
    ("slack_token", r"(xox[abprsoe]-[A-Za-z0-9\-]{10,250})" + _E, 1),
    # App-level tokens and rotating tokens: `xapp-1-A0…-1234…-9f…`, `xoxe.xoxp-1-…`.
    (
        "slack_token",
        r"(xapp-\d-[A-Za-z0-9\-]{20,250}|xoxe\.xox[bp]-\d-[A-Za-z0-9\-]{20,250})" + _E,
        1,
    ),
    ("slack_webhook", r"(https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/]{20,})", 1),
    (
        "stripe_key",
        r"((?:sk|rk|pk)_(?:live|test|prod)_[A-Za-z0-9]{16,247}|whsec_[A-Za-z0-9]{24,})" + _E,
        1,
    ),
    ("anthropic_key", r"(sk-ant-[A-Za-z0-9_\-]{20,})" + _E, 1),
    ("openrouter_key", r"(sk-or-(?:v1-)?[A-Za-z0-9_\-]{20,})" + _E, 1),
    (
        "openai_key",
        r"(sk-(?!ant-|or-)(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,})" + _E,
        1,
    ),
    ("google_api_key", r"(AIza[0-9A-Za-z_\-]{35})" + _E, 1),
    ("google_oauth", r"(ya29\.[A-Za-z0-9_\-]{30,}|GOCSPX-[A-Za-z0-9_\-]{28})" + _E, 1),
    ("huggingface_token", r"(hf_[A-Za-z0-9]{30,})" + _E, 1),
    ("npm_token", r"(npm_[A-Za-z0-9]{30,42})" + _E, 1),
    ("sonarqube_token", r"((?:squ|sqp|sqa)_[0-9a-f]{32,48})" + _E, 1),  # (gitleaks' rules)
    ("langsmith_key", r"(lsv2_(?:pt|sk)_[0-9a-f]{32}_[0-9a-f]{10})" + _E, 1),
    ("sendgrid_key", r"(SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64})" + _E, 1),
    # Tokens with a published prefix (the vendors' own documentation of their formats); where
    # the prefix is the vendor's own, a few characters more or fewer (a paste cut short, a
    # piece missing) still make its token.
    ("shopify_token", r"(shp(?:at|ss|ca|pa)_[a-fA-F0-9]{26,38})" + _E, 1),
    # (a piece missing, `v1_` or a few characters, is still the vendor's token)
    ("digitalocean_token", r"(do[por]_(?:v1_)?[a-f0-9]{40,64})" + _E, 1),
    ("linear_key", r"(lin_(?:api|oauth)_[A-Za-z0-9]{32,48})" + _E, 1),
    (
        "grafana_token",
        r"(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2})" + _E,
        1,
    ),
    ("vault_token", r"(hv[sbr]\.[A-Za-z0-9_\-]{24,})" + _E, 1),
    ("postman_key", r"(PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34})" + _E, 1),
    ("age_secret_key", r"(AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58})" + _E, 1),
    ("databricks_token", r"(dapi[a-fA-F0-9]{32}(?:-\d)?)" + _E, 1),
    # (Evervault's API key: `ev:key:1:<app's id>:<secret>`)
    ("evervault_key", r"(ev:key:\d{1,3}:[A-Za-z0-9]{8,40}:[A-Za-z0-9]{24,64})" + _E, 1),
    ("doppler_token", r"(dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44})" + _E, 1),
    ("figma_token", r"(fig[dhu]_[A-Za-z0-9_\-]{40,})" + _E, 1),
    ("sentry_token", r"(sntry[su]_[A-Za-z0-9+/=_\-]{40,})" + _E, 1),
    ("supabase_token", r"(sbp_[a-fA-F0-9]{32,48})" + _E, 1),
    ("tailscale_key", r"(tskey-[a-z]+-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,})" + _E, 1),
    ("newrelic_key", r"(NR(?:AK|AA|II|JS)-[A-Z0-9]{27})" + _E, 1),
    ("groq_key", r"(gsk_[A-Za-z0-9]{48,})" + _E, 1),
    ("replicate_token", r"(r8_[A-Za-z0-9]{30,44})" + _E, 1),
    ("perplexity_key", r"(pplx-[A-Za-z0-9]{48,})" + _E, 1),
    ("xai_key", r"(xai-[A-Za-z0-9]{60,})" + _E, 1),
    ("atlassian_token", r"(ATATT3[A-Za-z0-9_\-=]{150,})" + _E, 1),
    ("mailgun_key", r"(key-[a-f0-9]{32})" + _E, 1),
    ("onepassword_token", r"(ops_eyJ[A-Za-z0-9+/=_\-]{100,})" + _E, 1),
    ("planetscale_token", r"(pscale_(?:pw|tkn|oauth)_[A-Za-z0-9_\-.]{32,64})" + _E, 1),
    ("pulumi_token", r"(pul-[a-f0-9]{32,48})" + _E, 1),
    ("netlify_token", r"(nfp_[A-Za-z0-9]{30,42})" + _E, 1),
    ("fly_token", r"(fo1_[A-Za-z0-9_\-]{36,50})" + _E, 1),
    ("heroku_key", r"(HRKU-[A-Za-z0-9_\-]{60,})" + _E, 1),
    ("notion_token", r"(ntn_[A-Za-z0-9]{46}|secret_[A-Za-z0-9]{43})" + _E, 1),
    ("terraform_token", r"([A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,70})" + _E, 1),
    ("dropbox_token", r"(sl\.[A-Za-z0-9_\-=]{130,})" + _E, 1),
    # More published prefixes (gitleaks' rules as data): Docker Hub, Brevo, HubSpot, NVIDIA,
    # Alibaba and Tencent key ids, RubyGems, Contentful, NuGet, Typeform, Flutterwave, Square.
    ("docker_token", r"(dckr_(?:pat|oat)_[A-Za-z0-9_\-]{27,})" + _E, 1),
    ("brevo_key", r"(xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16})" + _E, 1),
    (
        "hubspot_token",
        r"(pat-(?:na|eu)\d-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})" + _E,
        1,
    ),
    ("nvidia_key", r"(nvapi-[A-Za-z0-9_\-]{60,})" + _E, 1),
    ("alibaba_key", r"(LTAI[A-Za-z0-9]{12,20})" + _E, 1),
    ("tencent_key", r"(AKID[A-Za-z0-9]{32})" + _E, 1),
    ("rubygems_key", r"(rubygems_[a-f0-9]{40,56})" + _E, 1),
    ("contentful_token", r"(CFPAT-[A-Za-z0-9_\-]{43})" + _E, 1),
    ("nuget_key", r"(oy2[a-z0-9]{43})" + _E, 1),
    ("typeform_token", r"(tfp_[A-Za-z0-9_\-.=]{59})" + _E, 1),
    (
        "flutterwave_key",
        r"(FLW(?:SECK|PUBK)_TEST-[a-hA-H0-9]{32}-X|FLWSECK-[a-hA-H0-9]{32}-X)" + _E,
        1,
    ),
    ("firebase_fcm_key", r"(AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{100,})" + _E, 1),
    (
        "square_token",
        r"(EAAA[A-Za-z0-9_\-]{60}|sq0atp-[A-Za-z0-9_\-]{22}|sq0csp-[\w\-]{43})" + _E,
        1,
    ),
    # More published shapes (gitleaks' rules as data): Airtable's and Sourcegraph's personal
    # tokens, LaunchDarkly's SDK and mobile keys, Asana's personal tokens, a Cloudinary URL, and
    # a UUID where a vendor that issues UUID keys (Snyk, Heroku) or a key's name stands before it.
    ("airtable_token", r"(pat[A-Za-z0-9]{14}\.[a-f0-9]{64})" + _E, 1),
    ("sourcegraph_token", r"(sgp_(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40})" + _E, 1),
    ("launchdarkly_key", r"((?:sdk|mob|api)-" + _UUID + r")" + _E, 1),
    ("asana_token", r"([012]/\d{13,19}(?:/\d{13,19})?:[a-f0-9]{32})" + _E, 1),
    ("cloudinary_url", r"(cloudinary://\d{6,20}:[A-Za-z0-9_\-]{20,40}@[A-Za-z0-9_\-]+)", 1),
    (
        "uuid_key",
        r"(?i:(?<![A-Za-z])(?:snyk|heroku|okta|launchdarkly|bugsnag|rollbar|pagerduty|circleci"
        r"|(?:api|access|auth|secret|sdk|service)[ _\-]?(?:key|token)"
        # (a key that a service issues to send to it or to track with: Segment's write key, a
        # carrier's tracking key, an ingest key, a licence key)
        r"|(?:tracking|write|ingest(?:ion)?|licen[cs]e)[ _\-]key"
        # (an API's key in the languages that put "key" after it: Basque `API gakoa`, …)
        r"|api[ _\-]?(?:gako(?:a|ak)?|giltza|kunci|sleutel|nyckel|avain|kulcs|raktas|anahtari)"
        # (Spanish's, Quechua's and Aymara's endings perhaps glued on: `API llaveqa <uuid>`)
        r"|api[ _\-]llave(?:" + ANDEAN_ENDING + r")?)"
        r"(?:[ _\-](?:api[ _\-])?(?:key|token))?)"
        # (or a few words of any language between, none naming another thing's id: `API key ko
        # sa Reducto <uuid>`, never `API key request with id <uuid>`)
        # (or Kotlin's pair, `"x-api-key" to "<uuid>"`)
        r"(?:[\s:=\"'`]{1,4}|[\"'][ \t]+to[ \t]+[\"']"
        r"|(?:[ \t]+(?!" + _OTHER_IDS + r")[^\W\d_]{1,16}){1,4}[ \t]*:?[ \t]*)"
        r"(" + _UUID + r")" + _E,
        1,
    ),
    # Published prefixes and shapes of many more vendors at once (the vendors' own documentation
    # of their formats; gitleaks' and betterleaks' rule sets read as a list of them), so that a
    # vendor's token is known by its shape wherever it is pasted: payments (Braintree, Plaid,
    # Shippo, Duffel, EasyPost, Mercado Pago, WooCommerce), observability (Honeycomb, Dynatrace),
    # clouds and platforms (Cloudflare's origin CA keys, Azure AD client secrets, Bedrock,
    # Bitwarden Secrets Manager, OpenShift, Scalingo, Yandex, Octopus, Harness, Fly, Render,
    # Neon, Supabase's new keys), work tools (Trello, Bitbucket, Frame.io, ReadMe, Zuplo, Prefect,
    # Buildkite, CircleCI, Clojars, crates.io, Infracost, MaxMind), AI vendors (Pinecone,
    # ElevenLabs, Tavily, Firecrawl, Cerebras, LlamaCloud, Fireworks), and more.
    ("braintree_token", r"(access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32})", 1),
    ("plaid_token", r"(access-(?:sandbox|development|production)-" + _UUID + r")" + _E, 1),
    ("honeycomb_key", r"(hc[ax][im]k_[a-z0-9]{20,80})" + _E, 1),
    ("trello_token", r"(ATTA[a-fA-F0-9]{60,80})" + _E, 1),
    ("bitbucket_token", r"(ATBB[A-Za-z0-9_=.\-]{28,})" + _E, 1),
    ("zuplo_key", r"(zpka_[a-f0-9]{32}_[a-f0-9]{8})" + _E, 1),
    ("cloudflare_ca_key", r"(v1\.0-[a-f0-9]{24}-[a-f0-9]{100,160})" + _E, 1),
    (
        "bitwarden_token",
        r"(0\." + _UUID + r"\.[A-Za-z0-9]{20,40}:[A-Za-z0-9+/]{16,}={0,2})(?![A-Za-z0-9+/=])",
        1,
    ),
    ("azure_client_secret", r"([A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.\-]{31,34})" + _E, 1),
    ("aws_bedrock_key", r"(ABSK[A-Za-z0-9+/]{100,270}={0,2})(?![A-Za-z0-9+/=])", 1),
    (
        "onepassword_secret_key",
        r"(A3-[A-Z0-9]{6}-[A-Z0-9]{5,6}-?[A-Z0-9]{5,6}(?:-[A-Z0-9]{5}){3})" + _E,
        1,
    ),
    ("adobe_secret", r"(p8e-[A-Za-z0-9]{32})" + _E, 1),
    ("clickhouse_key", r"(4b1d[A-Za-z0-9]{38})" + _E, 1),
    ("clojars_token", r"(CLOJARS_[a-z0-9]{60})" + _E, 1),
    ("crates_token", r"(cio[A-Za-z0-9]{32})" + _E, 1),
    ("duffel_token", r"(duffel_(?:test|live)_[A-Za-z0-9_\-=]{43})" + _E, 1),
    ("dynatrace_token", r"(dt0[a-z]\d{2}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64})" + _E, 1),
    ("easypost_key", r"(EZ[AT]K[A-Za-z0-9]{54})" + _E, 1),
    ("facebook_token", r"(EAA[A-Z][A-Za-z0-9]{100,})" + _E, 1),
    ("fly_token", r"(fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3})(?![A-Za-z0-9+/=])", 1),
    ("frameio_token", r"(fio-u-[A-Za-z0-9_\-=]{64})" + _E, 1),
    (
        "gitlab_token",
        r"((?:glagent|gloas|glffct)-[A-Za-z0-9_\-]{20,64}|GR1348941[A-Za-z0-9_\-]{20})" + _E,
        1,
    ),
    ("grafana_token", r"(eyJrIjoi[A-Za-z0-9]{70,400}={0,3})(?![A-Za-z0-9+/=])", 1),
    (
        "harness_token",
        r"((?:pat|sat)\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20})" + _E,
        1,
    ),
    ("huggingface_token", r"(api_org_[A-Za-z]{34})" + _E, 1),
    ("infracost_key", r"(ico-[A-Za-z0-9]{32})" + _E, 1),
    ("mapbox_token", r"(sk\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,})" + _E, 1),
    ("maxmind_key", r"([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)" + _E, 1),
    ("octopus_key", r"(API-[A-Z0-9]{26})" + _E, 1),
    ("openshift_token", r"(sha256~[A-Za-z0-9_\-]{43})" + _E, 1),
    ("prefect_key", r"(pnu_[A-Za-z0-9]{30,42})" + _E, 1),
    ("readme_key", r"(rdme_[a-z0-9]{70})" + _E, 1),
    ("scalingo_token", r"(tk-us-[A-Za-z0-9_\-]{48})" + _E, 1),
    ("shippo_token", r"(shippo_(?:live|test)_[a-fA-F0-9]{40})" + _E, 1),
    (
        "yandex_key",
        r"(AQVN[A-Za-z0-9_\-]{35,38}|t1\.[A-Za-z0-9_\-]+={0,2}\.[A-Za-z0-9_\-]{86}={0,2})" + _E,
        1,
    ),
    ("pinecone_key", r"(pcsk_[A-Za-z0-9_]{40,})" + _E, 1),
    ("elevenlabs_key", r"(sk_[a-f0-9]{48})" + _E, 1),
    ("resend_key", r"(re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24})" + _E, 1),
    ("posthog_key", r"(phx_[A-Za-z0-9]{36,50})" + _E, 1),
    ("neon_key", r"(napi_[a-z0-9]{64})" + _E, 1),
    ("render_key", r"(rnd_[A-Za-z0-9]{26,38})" + _E, 1),
    ("tavily_key", r"(tvly-(?:dev-|prod-)?[A-Za-z0-9]{32})" + _E, 1),
    ("firecrawl_key", r"(fc-[a-f0-9]{32})" + _E, 1),
    ("cerebras_key", r"(csk-[a-z0-9]{48})" + _E, 1),
    ("llamacloud_key", r"(llx-[A-Za-z0-9]{48})" + _E, 1),
    ("fireworks_key", r"(fw_[A-Za-z0-9]{24})" + _E, 1),
    ("buildkite_token", r"(bkua_[a-f0-9]{32,48})" + _E, 1),
    ("circleci_token", r"(CCIP(?:AT|RJ)_[A-Za-z0-9]{22}_[a-f0-9]{40})" + _E, 1),
    ("supabase_token", r"(sb_secret_[A-Za-z0-9_\-]{20,})" + _E, 1),
    ("google_oauth", r"(1//0[A-Za-z0-9_\-]{40,})" + _E, 1),
    ("mercadopago_token", r"(APP_USR-\d{16}-\d{6}-[a-f0-9]{32}-\d{6,10})" + _E, 1),
    ("woocommerce_key", r"(c[ks]_[a-f0-9]{40})" + _E, 1),
    ("ntfy_token", r"(tk_[a-z0-9]{29})" + _E, 1),
    ("akamai_token", r"(akab-[a-z0-9]{16}-[a-z0-9]{16})" + _E, 1),
    ("deepsource_token", r"(dsp_[a-f0-9]{32,48})" + _E, 1),
    ("zoho_token", r"(1000\.[a-f0-9]{32}\.[a-f0-9]{32})" + _E, 1),
    ("infisical_token", r"(st\.[a-f0-9\-]{36}\.[a-f0-9]{32}\.[a-f0-9]{32})" + _E, 1),
    # More published shapes: Anyscale's `esecret_`, Unleash's `project:environment.<hex>` (and
    # `*:*.` admin tokens, the whole token), a Prisma Accelerate URL with its key, Docker Swarm's
    # join token, Rancher's `token-…:…`, Proxmox's `PVEAPIToken=user@realm!id=<uuid>`, Okta's
    # `SSWS 00…`, YouTrack's `perm:…`, JFrog's reference tokens, Cloudflare's tunnel tokens,
    # Azure DevOps' new PATs, Axiom, Portainer, dbt Cloud, ClickUp, Brevo's SMTP keys, Together,
    # Jina, Paddle, Stytch, Statsig, Unkey, Defined Networking, 42's intra, SettleMint,
    # Backblaze B2, MailerSend.
    # A JWT cut after its payload (no signature, no second dot).
    ("jwt", r"(eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,})(?![A-Za-z0-9_\-])", 1),
    ("anyscale_key", r"(esecret_[A-Za-z0-9]{20,40})" + _E, 1),
    (
        "unleash_token",
        r"((?:[A-Za-z0-9_\-]{1,40}|\*):(?:[A-Za-z0-9_\-]{1,40}|\*)\.[a-f0-9]{64})" + _E,
        1,
    ),
    (
        "prisma_url",
        r"(prisma(?:\+postgres)?://[^\s'\"<>?]{1,200}\?(?:[^\s'\"<>]{0,200}?&)?api_key="
        r"[A-Za-z0-9_\-.]{20,})",
        1,
    ),
    ("docker_swarm_token", r"(SWMTKN-1-[a-z0-9]{40,60}-[a-z0-9]{20,30})" + _E, 1),
    ("rancher_token", r"(token-[a-z0-9]{5}:[a-z0-9]{40,64})" + _E, 1),
    ("proxmox_token", r"(PVEAPIToken=[^\s=!]{1,64}![^\s=]{1,64}=" + _UUID + r")" + _E, 1),
    ("okta_token", r"SSWS[ \t]+(00[A-Za-z0-9_\-]{40})" + _E, 1),
    (
        "youtrack_token",
        r"(perm[:\-][A-Za-z0-9+/=]{4,}\.[A-Za-z0-9+/=]{4,}\.[A-Za-z0-9]{20,})" + _E,
        1,
    ),
    ("jfrog_token", r"(cmVmdGtuOjAxOj[A-Za-z0-9+/]{40,}={0,2})(?![A-Za-z0-9+/=])", 1),
    ("cloudflare_tunnel_token", r"(eyJhIjoi[A-Za-z0-9+/]{60,}={0,2})(?![A-Za-z0-9+/=])", 1),
    ("azure_devops_token", r"([A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4})" + _E, 1),
    ("axiom_token", r"(xa[ap]t-" + _UUID + r")" + _E, 1),
    ("portainer_token", r"(ptr_[A-Za-z0-9+/]{40,}={0,2})(?![A-Za-z0-9+/=])", 1),
    ("dbt_token", r"(dbt[cu]_[A-Za-z0-9_\-]{40,})" + _E, 1),
    ("clickup_token", r"(pk_\d{5,12}_[A-Z0-9]{32})" + _E, 1),
    ("brevo_key", r"(xsmtpsib-[a-f0-9]{64}-[A-Za-z0-9]{16})" + _E, 1),
    ("together_key", r"(tgp_v1_[A-Za-z0-9_\-]{30,})" + _E, 1),
    ("jina_key", r"(jina_[A-Za-z0-9_\-]{40,})" + _E, 1),
    ("paddle_key", r"(pdl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{30,})" + _E, 1),
    ("stytch_secret", r"(secret-(?:live|test)-[A-Za-z0-9_\-=]{30,})" + _E, 1),
    ("statsig_key", r"(secret-[A-Za-z0-9]{40,50})" + _E, 1),
    ("unkey_key", r"(unkey_[A-Za-z0-9]{16,})" + _E, 1),
    ("defined_networking_key", r"(dnkey-[a-z0-9=_\-]{26}-[a-z0-9=_\-]{52})" + _E, 1),
    ("intra42_secret", r"(s-s4t2(?:ud|af)-[a-f0-9]{64})" + _E, 1),
    ("settlemint_token", r"(sm_(?:pat|aat|sat)_[A-Za-z0-9]{16,})" + _E, 1),
    ("backblaze_key", r"(K0\d{2}[A-Za-z0-9+/]{27})(?![A-Za-z0-9+/=])", 1),
    ("mailersend_token", r"(mlsn\.[a-f0-9]{64})" + _E, 1),
    # Treasure Data's API key: the account's number, a slash, 40 hex (`10164/a352…`).
    ("treasure_data_key", r"(?<![\w/.\-])(\d{1,6}/[0-9a-f]{40})" + _E, 1),
    # gitleaks' rules as a checklist: Authress, GitLab's session cookie, a JWT in base64,
    # Twitter's app bearer token, Dropbox's long-lived tokens, Lob, GoCardless, JFrog.
    (
        "authress_key",
        r"((?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\.[a-z0-9]{4,6}\.acc[_\-][a-z0-9\-]{10,32}"
        r"\.[A-Za-z0-9+/_=\-]{30,120})" + _E,
        1,
    ),
    ("gitlab_session", r"_gitlab_session=([0-9a-z]{32})" + _E, 1),
    ("jwt", r"(ZXlKaGJHY2lPaU[A-Za-z0-9+/]{40,}={0,2})(?![A-Za-z0-9+/=])", 1),
    ("twitter_bearer", r"(A{22}[A-Za-z0-9%]{80,120})" + _E, 1),
    ("dropbox_token", r"([A-Za-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_\-=]{43})" + _E, 1),
    ("lob_key", r"((?:live|test)_(?:pub_)?[a-f0-9]{31,35})" + _E, 1),
    ("gocardless_token", r"(live_(?=[A-Za-z_\-=]{0,39}\d)[A-Za-z0-9_\-=]{40})" + _E, 1),
    ("jfrog_token", r"(cmVmd[A-Za-z0-9]{59})" + _E, 1),
    # Salesforce's session id (the org's id, `!`, the token), Mollie's keys, Razorpay's key ids.
    ("salesforce_token", r"(00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{60,})" + _E, 1),
    ("mollie_key", r"((?:live|test)_(?=[A-Za-z]{0,29}\d)[A-Za-z0-9]{30})" + _E, 1),
    ("razorpay_key", r"(rzp_(?:live|test)_[A-Za-z0-9]{14})" + _E, 1),
    # More documented prefixes (gitleaks' and secretlint's rule ids as a checklist): Tolgee's
    # project and personal keys, LocationIQ's and Mapbox's tokens, SMTP2GO's keys, Circle's
    # `LIVE_API_KEY:<id>:<secret>`, Mailgun's public key, Adafruit IO, a Pipedream endpoint's
    # host, Lichess.
    ("tolgee_key", r"(tgpa[kt]_[a-z0-9]{30,80})" + _E, 1),
    ("locationiq_token", r"(pk\.[a-f0-9]{32})" + _E, 1),
    ("mapbox_token", r"((?:pk|tk)\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,})" + _E, 1),
    ("smtp2go_key", r"(api-[A-F0-9]{32})" + _E, 1),
    ("circle_key", r"((?:LIVE|TEST|SAND)_(?:API|CLIENT)_KEY:[a-f0-9]{32}:[a-f0-9]{32})" + _E, 1),
    ("mailgun_key", r"(pubkey-[a-f0-9]{32})" + _E, 1),
    ("adafruit_key", r"(aio_[A-Za-z0-9]{28})" + _E, 1),
    ("pipedream_endpoint", r"https?://(e[no][a-z0-9]{10,40})\.m\.pipedream\.net", 1),
    ("lichess_token", r"(lip_[A-Za-z0-9]{16,40})" + _E, 1),
    # Canonical MAAS's API key (`maas login PROFILE URL KEY`): the consumer's key, the token's
    # key and the token's secret, 18, 18 and 32 letters and digits joined by colons.
    ("maas_key", r"(?<![A-Za-z0-9:])([A-Za-z0-9]{18}:[A-Za-z0-9]{18}:[A-Za-z0-9]{32})" + _E, 1),
    # Payments in South-East Asia (Xendit, Midtrans), Checkout.com's sandbox keys, Klaviyo's
    # private keys, Artifactory's API keys, Intercom's access tokens (base64 of `tok:…`),
    # Volcengine's access key ids.
    ("xendit_key", r"(xnd_(?:public_)?(?:development|production)_[A-Za-z0-9]{30,})" + _E, 1),
    ("midtrans_key", r"((?:SB-)?Mid-(?:server|client)-[A-Za-z0-9_\-]{20,})" + _E, 1),
    ("checkout_key", r"(sk_sbox_[A-Za-z0-9_\-]{20,})" + _E, 1),
    ("klaviyo_key", r"(pk_[a-f0-9]{34})" + _E, 1),
    ("artifactory_key", r"(AKCp[A-Za-z0-9]{69})" + _E, 1),
    ("intercom_token", r"(dG9rO[A-Za-z0-9+/]{40,}={0,2})(?![A-Za-z0-9+/=])", 1),
    ("volcengine_key", r"(AKLT[A-Za-z0-9+/_\-]{30,60}={0,2})(?![A-Za-z0-9+/=])", 1),
    # Any vendor's key written as its own prefix of two or three short words, then a hex run
    # (Bannerbear's `bb_pr_…`, Cashfree's `cfsk_ma_prod_…_…`): names are joined by one `_`, not
    # followed by 24 hex digits mixing digits and letters.
    (
        "vendor_key",
        r"((?:[a-z]{2,5}_){2,3}(?=[0-9a-f]{0,63}[a-f])(?=[0-9a-f]{0,63}[0-9])[0-9a-f]{24,64}"
        r"(?:_[0-9a-f]{6,16})?)" + _E,
        1,
    ),
    # An app's id and its secret joined by `|` (Meta's app tokens `<app id>|<hex>`), perhaps
    # after the vendor's capitals (Mapillary's `MLY|<id>|<hex>`): digits, then a hex run.
    (
        "vendor_token",
        r"((?:[A-Z]{2,6}\|)?\d{8,20}\|(?=[0-9a-f]{0,63}[a-f])(?=[0-9a-f]{0,63}\d)[0-9a-f]{24,64})"
        + _E,
        1,
    ),
    # Omise's keys (`skey_`/`pkey_`, `_test_` in test mode, then a lowercase run); any vendor's
    # key whose prefix is a word naming a key (`apikey_`, `seckey_live_`) is `api_keys`'.
    ("omise_key", r"([ps]key_(?:test_)?(?=[a-z]{0,39}\d)[a-z0-9]{16,40})" + _E, 1),
    ("teams_webhook", r"(https://[\w\-]+\.webhook\.office\.com/webhookb2/[\w\-@/]{40,})", 1),
    (
        "discord_webhook",
        r"(https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_\-]{60,})",
        1,
    ),
    # A key as an API's first path segment (`https://api.hetrixtools.com/v1/<32 hex>/uptime/…`);
    # JPush's master secret, the second argument of its client (`jpush.JPush(APP_KEY, SECRET)`).
    ("api_path_key", r"https?://api\.[\w.\-]{3,60}/v\d{1,2}/([0-9a-f]{32,64})(?=/)", 1),
    # (a key as the user of HTTP basic auth, no password: `auth=("<32 hex>", "")`)
    ("basic_auth_key", r"auth\s*=\s*\(\s*[\"']([0-9a-f]{32,64})[\"']\s*,\s*[\"']{2}\s*\)", 1),
    ("jpush_secret", r"JPush\(\s*[\"'][0-9a-f]{24}[\"']\s*,\s*[\"']([0-9a-f]{24})[\"']", 1),
)


def _lone_group(pattern: str) -> str | None:
    """The body of a pattern that is one group, then the token's end (`(ghp_…)` and `_E`), when
    it starts with a literal prefix; else None."""
    if not (pattern.startswith("(") and pattern.endswith(")" + _E)) or pattern[1] in "[\\.":
        return None
    depth, i, last = 0, 0, len(pattern) - len(_E) - 1
    while i < last:
        char = pattern[i]
        if char == "\\":
            i += 1
        elif char == "[":
            i = pattern.index("]", i + 2)
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return None  # (the first group closes before the end)
        i += 1
    return pattern[1:last]


def _merged(rows: tuple[tuple[str, str, int], ...]) -> list[tuple[str, str, int]]:
    """The rows, those of one kind that are each one group with a literal prefix joined into
    one (`(ghp_…|github_pat_…)`): a pattern fewer for the first look to read, the same hits."""
    out: list[tuple[str, str, int]] = []
    first: dict[str, int] = {}
    for kind, pattern, group in rows:
        body = _lone_group(pattern)
        if body is not None and kind in first:
            at = first[kind]
            out[at] = (kind, f"({_lone_group(out[at][1])}|{body}){_E}", group)
            continue
        if body is not None:
            first[kind] = len(out)
        out.append((kind, pattern, group))
    return out


VENDOR_RES: tuple[tuple[str, re.Pattern[str], int], ...] = tuple(
    (kind, re.compile(pattern), group) for kind, pattern, group in _merged(VENDOR_PATTERNS)
)
