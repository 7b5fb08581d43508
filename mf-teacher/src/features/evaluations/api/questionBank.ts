import type { BankQuestion, HttpClient, QuizQuestionInput } from '@inpro/shared-contracts';

/** GET /teacher/courses/{courseId}/question-bank */
export async function getQuestionBank(http: HttpClient, courseId: number): Promise<BankQuestion[]> {
  return (await http.get<BankQuestion[]>(`/teacher/courses/${courseId}/question-bank`)).data;
}

/** POST /teacher/courses/{courseId}/question-bank */
export async function addBankQuestion(http: HttpClient, courseId: number, question: QuizQuestionInput): Promise<BankQuestion> {
  return (await http.post<BankQuestion>(`/teacher/courses/${courseId}/question-bank`, question)).data;
}

/** DELETE /teacher/question-bank/{questionId} */
export async function deleteBankQuestion(http: HttpClient, questionId: number): Promise<void> {
  await http.delete(`/teacher/question-bank/${questionId}`);
}
