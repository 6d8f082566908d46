"""Keys of vendors whose keys have no prefix of their own: a vendor's name, then its key.

Part of the scrubber (`memories.redaction`); pure. Many vendors issue a bare hex run, a UUID or a
random run as a key (Datadog, Algolia, Postmark, Kaggle, Rollbar, Scaleway, …): such a key is
known only by the name near it (`Datadog key natin: …`, `chiave Algolia admin: …`, `KAGGLE_KEY=…`,
a `POSTMARK_SERVER_TOKEN` entry's `value:` on the next line, `Gitea,<key>` in a CSV row). The
names are data (`VENDOR_NAMES`, the vendors of gitleaks' and betterleaks' keyword rules and more);
a value goes when it is key-shaped: a long hex run, a UUID or a random run of letters and digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span
from memories.redaction.hex_keys import paired_end
from memories.redaction.shapes import DIGIT_RE, UUID_RE, has_classes, is_key_run

__all__ = ["FAMILIES", "SHORT_KEYS", "VENDOR_NAMES"]

VENDOR_NAMES = """
    ably adafruit adobe adyen aftership agora ai21 airbrake airbyte airtable aiven akamai
    alchemy algolia alibaba aliyun alphavantage amplitude anthropic apigee appcenter
    applitools appsflyer asana assemblyai atlassian auth0 azure backblaze baidu basecamp
    beamer betterstack bigquery binance bitbucket bitfinex bitrise bittrex bitwarden braintree
    braze brevo browserstack bscscan bugsnag buildkite bunnycdn calendly chargebee checkly
    checkmarx checkout chromatic circleci civo clearbit clicksend clickup clockify cloudflare
    cloudinary cloudsmith cockroachdb codacy codeclimate codecov codemagic cognito cohere
    coinbase confluent contentful coralogix coveralls cronitor customerio datadog datocms
    deepgram deepl deepsource descope digitalocean discord docusign droneci dropbox duffel
    dynatrace easypost elasticemail elasticsearch elevenlabs etherscan etsy exoscale fastly
    filestack finicity finnhub firebase fivetran flickr freshbooks freshdesk frontegg
    fullcontact fullstory gemfury gitea gitter gocardless groq gumroad hellosign helpscout
    heroku hetzner hightouch honeybadger honeycomb hotjar huawei hubspot huggingface hunter
    hygraph ifttt imgix influxdb infisical infobip infura instabug intercom ipinfo ipstack iterable
    jfrog jina jira jotform jumpcloud kaggle keycdn keycloak klaviyo kucoin lambdatest
    launchdarkly lemonsqueezy lightstep linkedin linode livekit lob logdna loggly logrocket
    logtail looker mailchimp mailerlite mailersend mailgun mailjet mandrill mapbox matomo
    mattermost meilisearch meraki messagebird mezmo mistral mixpanel mollie mongodb moralis
    motherduck netlify newrelic newsapi nexmo ngrok nytimes okta onelogin onesignal openai
    openexchangerates openweathermap opsgenie ovh packagecloud paddle pagerduty pandadoc
    papertrail paypal paystack perplexity pinecone pingdom pipedream pipedrive plaid plausible
    plivo posthog postmark prismic pubnub pusher pushover qdrant qualtrics quicknode rackspace
    railway rapidapi raygun razorpay readme recurly redislabs redshift replicate retool revenuecat
    rollbar rudderstack salesforce sanity saucelabs scaleway segment sendbird sendinblue
    sentry serpapi serper shipengine shippo sinch smartlook smartsheet smtp2go snowflake snyk
    sonarcloud sonatype sparkpost splunk squarespace statuspage stoplight storyblok strapi
    stytch sumologic surveymonkey telnyx textmagic timescale tinybird todoist toggl
    transferwise travis trello truelayer twilio twingate twitch twitter typeform typesense
    upcloud uploadcare upstash uptimerobot veracode vercel victorops vonage voyageai vultr
    wandb wasabi weatherapi weaviate webflow workos wrike yandex yodlee zapier zendesk
    zerobounce zerotier zoho zoom zuplo
"""
_NAMES = "|".join(sorted(VENDOR_NAMES.split(), key=len, reverse=True))
# The name (alone or inside an identifier: `KAGGLE_KEY`, `scw_secret_key` for Scaleway's
# `SCW_`), up to 40 characters of what names the key (`key natin`, `admin`, `-Schlüssel`, a
# YAML entry's next line), a separator, then the value (quoted or not).
_NAMED_RE = re.compile(
    r"(?i:(?<![A-Za-z])(?P<name>" + _NAMES + r"|scw|azure[ _\-]openai)(?![a-z]))"
    r"(?P<between>[^\n:=,|<>\"'`]{0,40}?[\"'`\]]{0,2}"
    r"(?:\n[ \t]*(?:-[ \t]*)?[A-Za-z_]{1,20}[\"'`\]]{0,2})?)"  # (the next line's `value:`)
    # (or a space after the word for a key: `Postmark server token <uuid>`)
    r"[ \t]*(?::=|\?=|=>|<<<|[:=,|>\t]|(?:(?<=key)|(?<=token)|(?<=secret)|(?<=Key)|(?<=Token))[ \t])"
    # (a table's next cell after the colon, `key: | …`, or the next field: `scrub_joined`)
    r"(?:[ \t]*[|\x1f])?[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9][A-Za-z0-9_\-+/]{19,200}={0,2})(?![A-Za-z0-9_\-+/=])"
)
# Words that make the run an id, a hash or a version, not a key.
_NOT_KEY_WORDS_RE = re.compile(
    r"(?i:commit|sha|hash|digest|checksum|build|version|release|trace|span|request|order|import"
    r"|invoice|ticket|issue|event|user|account|customer|project|org|team|(?<![a-z])id(?![a-z]))"
)
_MIN_ENTROPY = 3.0


# A vendor's typed id, not a key: Stripe's `pi_3Mtw…`, `cus_…` (its keys have prefixes of their
# own, `vendors`).
_TYPED_ID_RE = re.compile(r"[a-z]{1,6}_")
# A name in code, not a key: words joined in CamelCase (`DefaultAsyncHttpx2Client`).
_CAMEL_WORDS_RE = re.compile(r"(?:[A-Z][a-z]{2,}\d{0,2}){3,}")


# A vendor's prefix on a key (`asat_…`) where the words before say key, token or secret, and
# 24 characters or more of hex or a random run follow it.
_KEY_WORD_RE = re.compile(r"(?i:key|token|secret)")
_TYPED_BODY = 24


def _typed_key(between: str, value: str, typed: re.Match[str]) -> bool:
    body = value[typed.end() :]
    return (
        _KEY_WORD_RE.search(between) is not None and len(body) >= _TYPED_BODY and is_key_run(body)
    )


# A key-shaped run (rare in prose), then the name looked for in the characters before it: the
# names' alternatives are tried near such runs only, not at every character of the text.
_RUN_RE = re.compile(
    r"(?<![A-Za-z0-9_\-+/])[A-Za-z0-9][A-Za-z0-9_\-+/]{19,200}={0,2}(?![A-Za-z0-9_\-+/=])"
)
_REACH = 160  # (the name, 40 characters naming the key, a line's `value:`, the separators)


def _named_keys(text: str) -> Iterator[Span]:
    for run in _RUN_RE.finditer(text):
        if not _key_shaped(run.group()):
            continue  # (its shape first: the names' search is the dearer test)
        lo = max(0, run.start() - _REACH)
        for m in _NAMED_RE.finditer(text, lo, run.end()):
            if m.span("v") == run.span():
                yield from _judged(m)
                break


def _key_shaped(value: str) -> bool:
    typed = _TYPED_ID_RE.match(value)
    keyed = is_key_run(value[typed.end() :] if typed else value) or UUID_RE.fullmatch(value)
    return bool(keyed) and entropy(value) >= _MIN_ENTROPY


def _judged(m: re.Match[str]) -> Iterator[Span]:
    value = m.group("v")
    if _NOT_KEY_WORDS_RE.search(m.group("between")):
        return
    if (typed := _TYPED_ID_RE.match(value)) and not _typed_key(m.group("between"), value, typed):
        return
    if not _CAMEL_WORDS_RE.fullmatch(value):  # (and its secret half: `<id>:<secret>`)
        yield m.start("v"), paired_end(m.string, m.end("v")), "vendor_key"


# Vendors whose keys are shorter than twenty characters, each with its key's published shape:
# Gotify's application and client tokens (`A` or `C` and 14 more), ipinfo's 14 hex digits,
# Alpha Vantage's 16 capitals and digits, Pushbullet's `o.` and 32. The value may follow the name
# after a word or two and a space (`the Gotify token A…`).
SHORT_KEYS: dict[str, str] = {
    "gotify": r"[AC][A-Za-z0-9._\-]{14}",
    "ipinfo": r"[a-f0-9]{14}",
    r"alphavantage|alpha[ _\-]vantage": r"[A-Z0-9]{16}",
    "pushbullet": r"o\.[A-Za-z0-9]{32}",
}
_SHORT_RE = re.compile(
    r"(?i:(?<![A-Za-z])(?:" + "|".join(SHORT_KEYS) + r")(?![a-z]))"
    r"[^\n:=,|<>\"'`]{0,30}?(?:[ \t]*(?::=|=>|[:=,|>\t])[ \t]*|[ \t]+)[\"'`]?"
    r"(?P<v>[A-Za-z0-9._\-]{14,34})(?![A-Za-z0-9._\-])"
)
_WORD_NUMBER_RE = re.compile(r"[A-Za-z][a-z]+[\d._\-]*")
_SHORT_VALUE_RES = tuple(re.compile(shape) for shape in SHORT_KEYS.values())


def _short_keys(text: str) -> Iterator[Span]:
    for m in _SHORT_RE.finditer(text):
        value = m.group("v")
        shaped = any(regex.fullmatch(value) for regex in _SHORT_VALUE_RES)
        if _WORD_NUMBER_RE.fullmatch(value) or not (shaped and DIGIT_RE.search(value)):
            continue  # (`Application1234`: a word and a number)
        if has_classes(value, 2) and entropy(value) >= _MIN_ENTROPY:
            yield m.start("v"), m.end("v"), "vendor_key"


# A key given as a literal to an SDK's constructor or client (`OpenCageGeocode('…')`,
# `new Pusher("…")`, `weather.Client(api_key="…")`, Rust's `ArahneClient::new("name", "…")`): a
# call whose name is a vendor's or ends in a word for a client (`Client`, `Api`, `Geocoder`,
# `Service`, `Bot`), one of its arguments a quoted key-shaped run (`is_key_run`: a hex run of 32,
# a random mix of letters and digits), not under a digest's name (`GitClient(commit="…")`).
_CLIENT_WORDS = (
    r"Client|Api|API|Sdk|SDK|Geocode|Geocoder|Geocoding|Service|Bot|Auth|Session|Connection"
    r"|Connector|Gateway|Provider|Credentials?|Config|Configuration|Tracker|Notifier|Mailer"
)
_SDK_CALL_RE = re.compile(
    r"(?<![\w$])(?P<name>[A-Z][A-Za-z0-9]{1,40})(?:::new|\.new|\.create)?[ \t]*\("
    r"(?=(?P<args>[^()\n]{0,300}))"  # (looked at, not taken: a call may stand among them)
)
# (each argument, at the call's start or after a comma)
_SDK_ARG_RE = re.compile(
    r"(?:^|,)[ \t]*(?:(?P<kw>[A-Za-z_]{1,20})[ \t]*[=:][ \t]*)?"
    r"(?P<q>[\"'`])(?P<v>[A-Za-z0-9][A-Za-z0-9_\-+/]{19,200}={0,2})(?P=q)[ \t]*(?=,|$)"
)
_SDK_NAME_RE = re.compile(r"(?:" + _CLIENT_WORDS + r")\Z|(?i:" + _NAMES + r")")
_DIGEST_ARG_RE = re.compile(
    r"(?i:commit|sha\d*|hash|rev|revision|digest|checksum|etag|ref|fingerprint)\Z"
)


def _sdk_literals(text: str) -> Iterator[Span]:
    for m in _SDK_CALL_RE.finditer(text):
        if not _SDK_NAME_RE.search(m.group("name")):
            continue
        for arg in _SDK_ARG_RE.finditer(m.group("args")):
            value = arg.group("v")
            if _CAMEL_WORDS_RE.fullmatch(value) or (
                arg.group("kw") and _DIGEST_ARG_RE.search(arg.group("kw"))
            ):
                continue
            if (is_key_run(value) or UUID_RE.fullmatch(value)) and entropy(value) >= _MIN_ENTROPY:
                at = m.start("args")
                yield at + arg.start("v"), at + arg.end("v"), "vendor_key"


def _vendor_keys(text: str) -> Iterator[Span]:
    yield from _named_keys(text)
    yield from _short_keys(text)


# (A key holds a digit and fourteen characters in a run: cheap to look for where the first look
# cannot tell, beyond ASCII, before the names are searched. The short keys' vendors share the
# family: a pattern fewer for the first look.)
FAMILIES = (
    Family(
        "vendor_named_key",
        re.compile(r"(?i:" + _NAMES + r"|scw|" + "|".join(SHORT_KEYS) + r")"),
        _vendor_keys,
        needs_digit=True,
        hint=re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-+/.]{13}"),
    ),
    Family(
        "sdk_literal_key",
        re.compile(r"[A-Za-z0-9][ \t]*\([^()\n]*[\"'`][A-Za-z0-9]"),
        _sdk_literals,
        needs_digit=True,
    ),
)
