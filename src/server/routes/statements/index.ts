/**
 * Statements of an application (/statements): GET lists the call's statements with each answer
 * (who accepted it and when); PUT …/{nyilatkozat} accepts or withdraws one. Required statements
 * count towards completion (and block submission in the lifecycle issue).
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { statementRoutes } from '../../../../schemas/api/documents/documents.ts';
import { CallsProblem, idParam, loadApplicationFor } from '../../calls/http.ts';
import { applicantWrite } from '../../lifecycle/applicant-writes.ts';
import { listStatementAnswers, saveStatementAnswer } from '../../repositories/statements.ts';

export const statementsRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  async function answersOf(
    applicationId: number,
    statements: Array<{ id: string; required: boolean; order: number }>,
  ) {
    const answers = new Map(
      (await listStatementAnswers(app.db, applicationId)).map((a) => [a.nyilatkozat, a]),
    );
    return statements.map((statement) => {
      const answer = answers.get(statement.id);
      return {
        azonosito: statement.id,
        kotelezo: statement.required,
        sorrend: statement.order,
        elfogadva: answer?.elfogadva ?? false,
        felhasznalo: answer ? answer.felhasznalo : null,
        idopont: answer ? answer.idopont : null,
      };
    });
  }

  app.get(
    '/palyazatok/:id/nyilatkozatok',
    { config: { queryBudget: 3 }, schema: statementRoutes.list },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
      return answersOf(context.application.payload.id, context.call.statements);
    },
  );

  app.put(
    '/palyazatok/:id/nyilatkozatok/:nyilatkozat',
    { schema: statementRoutes.answer },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const { nyilatkozat } = request.params;
      if (!context.call.statements.some((statement) => statement.id === nyilatkozat))
        throw new CallsProblem(404, 'errors.unknownStatement');
      const { elfogadva } = request.body;
      const applicationId = context.application.payload.id;
      await applicantWrite(app.db, {
        applicationId,
        userId: context.userId,
        now: app.clock,
        labels: { language: context.language },
        touched: async (trx) => {
          const stored = (await listStatementAnswers(trx, applicationId)).find(
            (answer) => answer.nyilatkozat === nyilatkozat,
          );
          return (stored?.elfogadva ?? false) === elfogadva ? [] : [`statements.${nyilatkozat}`];
        },
        write: (trx) =>
          saveStatementAnswer(trx, {
            applicationId,
            statement: nyilatkozat,
            accepted: elfogadva,
            userId: context.userId,
            userName: context.userName,
          }),
      });
      const all = await answersOf(context.application.payload.id, context.call.statements);
      return all.find((answer) => answer.azonosito === nyilatkozat);
    },
  );
};
