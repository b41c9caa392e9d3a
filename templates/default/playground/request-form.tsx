/**
 * The request half of the playground: server and its variables, then parameters by location. Each input carries
 * the id `q-pg-param-<in>-<name>`, so a link to the parameter's row on the page can focus it, and its name links
 * back to that row (its id as the page has it, parameter-rows.ts).
 */
import type { VNode } from 'preact';
import type { RequestParameter, RequestSpec, RequestValues } from '../../../src/openapi/request/request-spec.js';
import type { Problems } from './model.js';
import { mainType, resolveSchema, SchemaInput } from './schema-input.js';

const LOCATION_TITLES: [RequestParameter['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
];

/** The element id of a parameter's input. */
export function parameterInputId(param: { in: string; name: string }): string {
  return `q-pg-param-${param.in}-${param.name.replace(/\s+/g, '_')}`;
}

export interface RequestFormProps {
  spec: RequestSpec;
  values: RequestValues;
  problems: Problems;
  onChange: (values: RequestValues) => void;
}

/** Server choice and variables. */
export function ServerFields(props: RequestFormProps): VNode | null {
  const { spec, values } = props;
  const server = spec.servers[values.server];
  if (!spec.servers.length) return null;
  if (spec.servers.length === 1 && !server?.variables.length) return null;
  return (
    <fieldset class="q-pg-section">
      <legend class="q-pg-section__title">Server</legend>
      {spec.servers.length > 1 ? (
        <select
          class="q-pg-input q-pg-select"
          aria-label="Server"
          onChange={(event) =>
            props.onChange({ ...values, server: Number((event.currentTarget as HTMLSelectElement).value) })
          }
        >
          {spec.servers.map((entry, i) => (
            <option value={String(i)} selected={i === values.server}>
              {entry.url}
              {entry.description ? ` — ${entry.description}` : ''}
            </option>
          ))}
        </select>
      ) : null}
      {server?.variables.map((variable) => {
        const id = `q-pg-server-${variable.name}`;
        const current = values.serverVariables[variable.name] ?? variable.default;
        const set = (value: string) =>
          props.onChange({ ...values, serverVariables: { ...values.serverVariables, [variable.name]: value } });
        return (
          <div class="q-pg-field">
            <label class="q-pg-field__name" for={id}>
              {variable.name}
            </label>
            {variable.enum?.length ? (
              <select
                id={id}
                class="q-pg-input q-pg-select"
                onChange={(event) => set((event.currentTarget as HTMLSelectElement).value)}
              >
                {variable.enum.map((option) => (
                  <option selected={option === current}>{option}</option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                class="q-pg-input"
                value={current}
                onInput={(event) => set((event.currentTarget as HTMLInputElement).value)}
              />
            )}
            {variable.description ? <p class="q-pg-hint">{variable.description}</p> : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Props of the parameters: the form's, and the rows of the page. */
export interface ParameterFieldsProps extends RequestFormProps {
  /** The id of each parameter's row on the page (`in:name` → id); a parameter without one links nowhere. */
  rows?: ReadonlyMap<string, string> | undefined;
}

/** Parameters, one section per location. */
export function ParameterFields(props: ParameterFieldsProps): VNode {
  const { spec, values } = props;
  return (
    <>
      {LOCATION_TITLES.map(([location, title]) => {
        const params = spec.parameters.filter((param) => param.in === location);
        if (!params.length) return null;
        return (
          <fieldset class="q-pg-section">
            <legend class="q-pg-section__title">{title}</legend>
            {params.map((param) => {
              const id = parameterInputId(param);
              const key = `${param.in}:${param.name}`;
              const problem = props.problems[key];
              const row = props.rows?.get(key);
              const schema = resolveSchema(param.schema, spec.defs);
              const set = (value: unknown) => {
                const group = { ...(values.parameters[location] ?? {}) };
                if (value === undefined) delete group[param.name];
                else group[param.name] = value;
                props.onChange({ ...values, parameters: { ...values.parameters, [location]: group } });
              };
              return (
                <div class="q-pg-field" data-param={key}>
                  <label class="q-pg-field__name" for={id}>
                    {row ? (
                      <a class="q-pg-field__anchor" href={`#${row}`} tabIndex={-1}>
                        {param.name}
                      </a>
                    ) : (
                      <span>{param.name}</span>
                    )}
                    <span class="q-pg-type">{mainType(schema) ?? 'any'}</span>
                    {param.required ? <span class="q-pg-required">required</span> : null}
                    {param.deprecated ? <span class="q-pg-deprecated">deprecated</span> : null}
                  </label>
                  <SchemaInput
                    id={id}
                    name={param.name}
                    schema={param.schema}
                    defs={spec.defs}
                    value={values.parameters[location]?.[param.name]}
                    required={param.required}
                    invalid={Boolean(problem)}
                    {...(problem ? { describedBy: `${id}-problem` } : {})}
                    onChange={set}
                  />
                  {problem ? (
                    <p class="q-pg-problem" id={`${id}-problem`}>
                      {problem}
                    </p>
                  ) : param.description ? (
                    <p class="q-pg-hint">{param.description}</p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
