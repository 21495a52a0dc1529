#!/usr/bin/env python3
"""Writes src/main/resources/META-INF/openapi.yaml from src/main/resources/routes.tsv.

The document lists every operation the gateway serves, with its security scheme and the
platform's error envelope. Run it after editing routes.tsv (a unit test checks they agree).
"""
import collections, os, re

here = os.path.dirname(os.path.abspath(__file__))
routes = os.path.join(here, '..', 'src', 'main', 'resources', 'routes.tsv')
out = os.path.join(here, '..', 'src', 'main', 'resources', 'META-INF', 'openapi.yaml')

paths = collections.OrderedDict()
for line in open(routes):
    if not line.strip() or line.startswith('#'):
        continue
    method, path, op, service, auth, permission = line.rstrip('\n').split('\t')
    paths.setdefault(path, []).append((method.lower(), op, service, auth, permission))

y = []
w = y.append
w('openapi: 3.1.0')
w('info:')
w('  title: Cross-currency payments platform API (sandbox)')
w('  version: "2025-10-13"')
w('  description: Operations served by the platform gateway. Generated from gateway/src/main/resources/routes.tsv.')
w('servers:')
w('  - url: http://localhost:9080/grid/2025-10-13')
w('components:')
w('  securitySchemes:')
w('    BasicAuth: {type: http, scheme: basic}')
w('    AgentAuth: {type: http, scheme: bearer}')
w('  schemas:')
w('    Error:')
w('      type: object')
w('      required: [status, code, message]')
w('      properties:')
w('        status: {type: integer}')
w('        code: {type: string}')
w('        message: {type: string}')
w('        details: {type: object}')
w('  responses:')
for status, what in [('400', 'Invalid input'), ('401', 'Missing or invalid credentials'),
                     ('403', 'The API token lacks the permission this operation needs'), ('404', 'Not found'),
                     ('405', 'Method not allowed'), ('413', 'Body too large'), ('415', 'Unsupported content type'),
                     ('429', 'Too many failed authentications; retry after Retry-After seconds'),
                     ('500', 'Internal error'), ('501', 'Not implemented in this version')]:
    w('    E%s:' % status)
    w('      description: %s' % what)
    w('      content: {application/json: {schema: {$ref: "#/components/schemas/Error"}}}')
w('paths:')
for path, ops in paths.items():
    w('  %s:' % path)
    params = re.findall(r'\{(\w+)\}', path)
    if params:
        w('    parameters:')
        for p in params:
            w('      - {name: %s, in: path, required: true, schema: {type: string}}' % p)
    for method, op, service, auth, permission in ops:
        w('    %s:' % method)
        w('      operationId: %s' % op)
        w('      tags: [%s]' % service)
        w('      x-platform-service: %s' % service)
        if permission != '-':
            w('      x-platform-permission: %s' % permission)
        if auth == 'basic':
            w('      security: [{BasicAuth: []}]')
        elif auth == 'bearer':
            w('      security: [{AgentAuth: []}]')
        else:
            w('      security: []')
        w('      responses:')
        w('        "200": {description: Success}')
        for s in ['400', '401'] + (['403'] if permission != '-' else []) + ['404', '429', '500', '501']:
            w('        "%s": {$ref: "#/components/responses/E%s"}' % (s, s))
open(out, 'w').write('\n'.join(y) + '\n')
print('wrote', out, len(paths), 'paths')
